#ifndef TABLEKIT_CSDL2_SHIM_H
#define TABLEKIT_CSDL2_SHIM_H
#include <SDL.h>
#include <SDL_ttf.h>
#include <SDL_image.h>
/* libdispatch's descriptor that becomes readable when the main queue has work (what
   CoreFoundation's run loop waits on, on Linux); the window loop watches it to wake SDL. */
int _dispatch_get_main_queue_handle_4CF(void);
/* A hint that the cache line at `address` is about to be read and written (Swift has no
   prefetch of its own): the replay's blends ask for the next row of the target surface. */
static inline void tablekit_prefetch_for_writing(const void *address) {
  __builtin_prefetch(address, 1, 3);
}
#endif
