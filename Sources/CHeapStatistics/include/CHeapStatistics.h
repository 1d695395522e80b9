// What glibc's allocator knows about the heap, for the frame benchmark's account of where a
// process's memory goes (issue 32, item 3). Swift's Glibc module leaves out <malloc.h>, hence
// this small C target.
#ifndef CHEAP_STATISTICS_H
#define CHEAP_STATISTICS_H

#include <stddef.h>

/// The bytes the allocator has handed out and not had back: in use in its arenas, plus the
/// blocks it mapped on their own (large ones, such as a canvas's pixels).
size_t chs_heap_bytes_in_use(void);

/// The bytes of the heap block at `pointer`, which the allocator gave, as it counts them (at
/// least what was asked for); 0 for a null pointer.
size_t chs_allocation_size(const void *pointer);

#endif
