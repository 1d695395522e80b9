#ifndef TABLEKIT_CSDL2_SHIM_H
#define TABLEKIT_CSDL2_SHIM_H
#include <SDL.h>
#include <SDL_ttf.h>
#include <SDL_image.h>
/* libdispatch's descriptor that becomes readable when the main queue has work (what
   CoreFoundation's run loop waits on, on Linux); the window loop watches it to wake SDL. */
int _dispatch_get_main_queue_handle_4CF(void);
#endif
