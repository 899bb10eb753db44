#ifndef WAYFINDER_MALLOC_COUNTER_H
#define WAYFINDER_MALLOC_COUNTER_H

#include <stdint.h>

/// The number of heap allocations made by this process so far: calls to malloc, calloc,
/// realloc, posix_memalign, aligned_alloc and memalign, which this module interposes.
/// Linux with glibc only; elsewhere it stays 0.
uint64_t wf_malloc_count(void);

#endif
