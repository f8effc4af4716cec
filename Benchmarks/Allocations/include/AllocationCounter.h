#ifndef TESSERA_ALLOCATION_COUNTER_H
#define TESSERA_ALLOCATION_COUNTER_H

#include <stdint.h>

/// Heap allocations (malloc, calloc, realloc, posix_memalign, aligned_alloc, memalign) made by
/// any thread of this process since it started. The counter replaces glibc's allocation entry
/// points in the executable (glibc 2.34 removed the malloc hooks), so every library's calls reach
/// it, and forwards each call to glibc's own allocator.
uint64_t allocation_count(void);

#endif
