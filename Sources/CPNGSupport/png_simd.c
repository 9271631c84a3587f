// Which vector paths the PNG code takes: the CPU's, unless the portable
// twins are forced (GRAVITY_SIMD=scalar, or gravity_png_use_portable), so
// the code an arm64 machine runs is tested on x86-64 too.
#include "png_support.h"
#include <stdatomic.h>
#include <stdlib.h>
#include <string.h>

// -1: not decided yet (the environment is read on first use).
static atomic_int simd_bits = -1;

static int native_bits(void) {
    const char *mode = getenv("GRAVITY_SIMD");
    if (mode && strcmp(mode, "scalar") == 0) return 0;
#if defined(__x86_64__)
    return (__builtin_cpu_supports("ssse3") ? GRAVITY_SIMD_SSSE3 : 0)
         | (__builtin_cpu_supports("avx2") ? GRAVITY_SIMD_AVX2 : 0)
         | (__builtin_cpu_supports("bmi2") ? GRAVITY_SIMD_BMI2 : 0);
#else
    return 0;
#endif
}

unsigned gravity_png_simd(void) {
    int bits = atomic_load_explicit(&simd_bits, memory_order_relaxed);
    if (bits < 0) {
        bits = native_bits();
        atomic_store_explicit(&simd_bits, bits, memory_order_relaxed);
    }
    return (unsigned)bits;
}

void gravity_png_use_portable(int enabled) {
    atomic_store_explicit(&simd_bits, enabled ? 0 : native_bits(), memory_order_relaxed);
}
