#include "CHeapStatistics.h"

#include <malloc.h>

size_t chs_heap_bytes_in_use(void) {
  struct mallinfo2 info = mallinfo2();
  return info.uordblks + info.hblkhd;
}

size_t chs_allocation_size(const void *pointer) {
  return pointer == NULL ? 0 : malloc_usable_size((void *)pointer);
}
