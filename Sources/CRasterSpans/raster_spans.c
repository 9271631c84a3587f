// Span kernels (see include/raster_spans.h). Each kernel is written once
// over eight pixels in 16-bit lanes with the compiler's vector extensions,
// then compiled twice: for AVX2 (chosen at run time when the CPU has it)
// and for the baseline target (SSE2 on x86-64, whatever the platform has
// elsewhere). A row's last pixels (fewer than eight) take one more step
// over the row's last eight, overlapping (see the row loops); rows shorter
// than eight take the same arithmetic, loaded lane by lane. Vectors wider than the baseline's registers
// are only passed between always-inlined helpers, so the ABI warning is moot.
#include "raster_spans.h"
#include <stdatomic.h>
#include <stdlib.h>
#include <string.h>
#pragma clang diagnostic ignored "-Wpsabi"

typedef uint8_t u8x8 __attribute__((vector_size(8)));
typedef uint8_t u8x32 __attribute__((vector_size(32)));
typedef uint16_t u16x8 __attribute__((vector_size(16)));
typedef uint16_t u16x16 __attribute__((vector_size(32)));
typedef uint32_t u32x16 __attribute__((vector_size(64)));
typedef uint16_t u16x32 __attribute__((vector_size(64)));
typedef uint32_t u32x8 __attribute__((vector_size(32)));
typedef int32_t i32x8 __attribute__((vector_size(32)));

#define INLINE static inline __attribute__((always_inline))

// MARK: - Arithmetic, eight pixels at a time

INLINE u16x32 widen(u32x8 p) { return __builtin_convertvector((u8x32)p, u16x32); }
/// Every lane holds a value ≤ 255, so truncation is exact.
INLINE u32x8 narrow(u16x32 v) { return (u32x8)__builtin_convertvector(v, u8x32); }
INLINE u16x32 splat16(uint32_t v) { return (u16x32){0} + (uint16_t)v; }

/// Each of eight values in the four lanes of its pixel.
INLINE u16x32 spread(u16x8 v) {
    return __builtin_shufflevector(v, v, 0, 0, 0, 0, 1, 1, 1, 1, 2, 2, 2, 2, 3, 3, 3, 3,
                                   4, 4, 4, 4, 5, 5, 5, 5, 6, 6, 6, 6, 7, 7, 7, 7);
}

/// ⌊(t + ⌊t / 256⌋) / 256⌋ for 16-bit t, as the high half of t × 257 (one
/// `pmulhuw`): ⌊257 t / 65536⌋ = ⌊(t + t / 256) / 256⌋, and dropping the
/// fraction of t / 256 (< 1) cannot cross a multiple of 256 from an integer.
INLINE u16x16 div255(u16x16 t) {
    return __builtin_convertvector((__builtin_convertvector(t, u32x16) * 257) >> 16, u16x16);
}

/// Every channel of eight pixels × its pixel's factor / 255, rounded, on
/// the pixels as they are packed: red and blue in the low bytes of the
/// 16-bit lanes, green and alpha shifted down into them, so nothing is
/// widened. `f` holds each pixel's factor (0…255) in both of its lanes.
/// Per channel x, as `Compositing.scale`: t = x f + 128 (≤ 65,153, fits in
/// 16 bits), then (t + t / 256) / 256.
INLINE u32x8 scale_packed(u32x8 p, u16x16 f) {
    u16x16 rb = (u16x16)(p & 0x00ff00ff), ga = (u16x16)p >> 8;
    return (u32x8)(div255(rb * f + 128) | div255(ga * f + 128) << 8);
}

/// Per-pixel factors (0…255, one per 32-bit lane) in both 16-bit lanes of their pixel.
INLINE u16x16 factors(u32x8 f) { return (u16x16)(f | f << 16); }

/// Source-over on packed pixels: source + destination × (255 − source alpha) / 255.
INLINE u32x8 over_packed(u32x8 source, u32x8 destination) {
    return source + scale_packed(destination, factors(255 - (source >> 24)));
}

/// Linear mix per lane, weights 0…256 toward b: products ≤ 65,280 and
/// their sum ≤ 65,408 (`ImageDrawing`'s mix).
INLINE u32x8 mix(u32x8 a, u32x8 b, u16x32 weights) {
    return narrow((widen(a) * (256 - weights) + widen(b) * weights + 128) >> 8);
}

// MARK: - Loads: eight pixels, or the first n < 8 built in registers

INLINE u32x8 load8(const uint32_t *p) { u32x8 v; memcpy(&v, p, sizeof v); return v; }
INLINE void store8(uint32_t *p, u32x8 v) { memcpy(p, &v, sizeof v); }
INLINE u8x8 bytes8(const uint8_t *p) { u8x8 v; memcpy(&v, p, sizeof v); return v; }
INLINE u16x8 halves8(const uint16_t *p) { u16x8 v; memcpy(&v, p, sizeof v); return v; }

/// Lane i of a row's last n pixels reads element min(i, n − 1): every read
/// is inside the row, and lanes past n are never stored. Built in
/// registers, not through a copy in memory (whose small stores a wide load
/// cannot forward from: a stall per row).
#define AT(i) ((i) < n ? (i) : n - 1)
INLINE u32x8 load_n(const uint32_t *p, size_t n) {
    return (u32x8){p[AT(0)], p[AT(1)], p[AT(2)], p[AT(3)], p[AT(4)], p[AT(5)], p[AT(6)], p[AT(7)]};
}
INLINE u8x8 bytes_n(const uint8_t *p, size_t n) {
    return (u8x8){p[AT(0)], p[AT(1)], p[AT(2)], p[AT(3)], p[AT(4)], p[AT(5)], p[AT(6)], p[AT(7)]};
}
INLINE u16x8 halves_n(const uint16_t *p, size_t n) {
    return (u16x8){p[AT(0)], p[AT(1)], p[AT(2)], p[AT(3)], p[AT(4)], p[AT(5)], p[AT(6)], p[AT(7)]};
}
/// Pixels row[index[i]] (image columns), n ≤ 8: scalar loads, faster than
/// AVX2's gather on the AMD cores measured.
INLINE u32x8 gather_n(const uint32_t *row, const int32_t *index, size_t n) {
    return (u32x8){row[index[AT(0)]], row[index[AT(1)]], row[index[AT(2)]], row[index[AT(3)]],
                   row[index[AT(4)]], row[index[AT(5)]], row[index[AT(6)]], row[index[AT(7)]]};
}
#undef AT

/// Stores the first n ≤ 8 lanes of `v` in at most three fixed-size moves
/// from a copy (a loop would become a call to memcpy).
INLINE void store_n(uint32_t *p, u32x8 v, size_t n) {
    if (n == 8) { store8(p, v); return; }
    uint32_t lanes[8];
    store8(lanes, v);
    size_t at = 0;
    if (n & 4) { memcpy(p, lanes, 16); at = 4; }
    if (n & 2) { memcpy(p + at, lanes + at, 8); at += 2; }
    if (n & 1) p[at] = lanes[at];
}

// MARK: - One step of n ≤ 8 pixels (vectors stay inside these helpers)

INLINE void fill_step(uint32_t *d, size_t n, uint32_t color) { store_n(d, (u32x8){0} + color, n); }

INLINE u32x8 over_color_value(u32x8 d, uint32_t color) {
    return color + scale_packed(d, (u16x16){0} + (uint16_t)(255 - (color >> 24)));
}

INLINE void over_color_step(uint32_t *d, size_t n, uint32_t color) {
    store_n(d, over_color_value(n == 8 ? load8(d) : load_n(d, n), color), n);
}

/// Glyph and corner masks are mostly 0 (the pixels stay as they are) or
/// 255 (an opaque colour replaces them): eight such skip the arithmetic.
INLINE u32x8 over_mask_value(u32x8 d, u8x8 coverage, uint32_t color) {
    uint64_t all; memcpy(&all, &coverage, sizeof all);
    if (all == 0) return d;
    if (all == ~(uint64_t)0 && color >> 24 == 255) return (u32x8){0} + color;
    return over_packed(scale_packed((u32x8){0} + color, factors(__builtin_convertvector(coverage, u32x8))), d);
}

INLINE void over_mask_step(uint32_t *d, const uint8_t *m, size_t n, uint32_t color) {
    u8x8 coverage = n == 8 ? bytes8(m) : bytes_n(m, n);
    uint64_t all; memcpy(&all, &coverage, sizeof all);
    if (all == 0) return;  // not even a load
    store_n(d, over_mask_value(n == 8 ? load8(d) : load_n(d, n), coverage, color), n);
}

INLINE u32x8 over_pixels_value(u32x8 d, u32x8 source, uint32_t factor) {
    if (factor != 255) source = scale_packed(source, (u16x16){0} + (uint16_t)factor);
    return over_packed(source, d);
}

INLINE void over_pixels_step(uint32_t *d, const uint32_t *s, size_t n, uint32_t factor) {
    store_n(d, over_pixels_value(n == 8 ? load8(d) : load_n(d, n), n == 8 ? load8(s) : load_n(s, n), factor), n);
}

/// A row's last eight pixels as they will be, computed before the row's
/// steps change any of them (see the row loops); `put8` stores them. The
/// vector goes through a pointer: the row loops may be compiled for AVX2,
/// these helpers for the baseline, and only pointers cross between them.
INLINE void over_color_last(const uint32_t *d, uint32_t color, u32x8 *last) { *last = over_color_value(load8(d), color); }
INLINE void over_mask_last(const uint32_t *d, const uint8_t *m, uint32_t color, u32x8 *last) {
    *last = over_mask_value(load8(d), bytes8(m), color);
}
INLINE void over_pixels_last(const uint32_t *d, const uint32_t *s, uint32_t factor, u32x8 *last) {
    *last = over_pixels_value(load8(d), load8(s), factor);
}
INLINE void put8(uint32_t *p, const u32x8 *v) { store8(p, *v); }

INLINE void mix_step(uint32_t *out, const uint32_t *a, const uint32_t *b, size_t n, uint32_t weight) {
    store_n(out, mix(n == 8 ? load8(a) : load_n(a, n), n == 8 ? load8(b) : load_n(b, n), splat16(weight)), n);
}

INLINE void resample_step(uint32_t *out, const uint32_t *row, const int32_t *first, const int32_t *second,
                          const uint16_t *weights, size_t n) {
    u16x8 w = n == 8 ? halves8(weights) : halves_n(weights, n);
    store_n(out, mix(gather_n(row, first, n), gather_n(row, second, n), spread(w)), n);
}

#if defined(__x86_64__)
#define AVX2 __attribute__((target("avx2")))
#endif

// Where wchar_t is 32 bits (Linux), a fill is the C library's wmemset: it is
// optimised (glibc's is vectorised) in every build, where this file is
// compiled at -O0 in a debug one (SwiftPM's, so `swift test`'s), and there
// the loop of eight-pixel steps took 7.8 M instructions per phone screen.
#if __SIZEOF_WCHAR_T__ == 4
#include <wchar.h>
#define WIDE_FILL(dst, width, color) (wmemset((wchar_t *)(dst), (wchar_t)(color), (width)), 1)
#else
#define WIDE_FILL(dst, width, color) 0
#endif

// MARK: - Row loops, instantiated per target: steps of eight, then the rest
//
// A row of eight pixels or more ends with one more full step over its last
// eight pixels, overlapping the step before: its value is computed from the
// row as it was before the loop (so the overlapped pixels get the very
// values they already hold), then stored whole. Only rows shorter than
// eight take the lane-by-lane loads and stores.

#define KERNELS(SUFFIX, ATTRIBUTES)                                                                        \
ATTRIBUTES static void fill_##SUFFIX(uint32_t *dst, size_t stride, size_t width, size_t height, uint32_t color) { \
    for (size_t y = 0; y < height; y++, dst += stride) {                                                   \
        if (WIDE_FILL(dst, width, color)) continue;                                                        \
        if (width < 8) { fill_step(dst, width, color); continue; }                                         \
        for (size_t x = 0; x + 8 <= width; x += 8) fill_step(dst + x, 8, color);                           \
        if (width % 8) fill_step(dst + width - 8, 8, color);                                               \
    }                                                                                                       \
}                                                                                                           \
ATTRIBUTES static void over_color_##SUFFIX(uint32_t *dst, size_t stride, size_t width, size_t height,     \
                                           uint32_t color) {                                                \
    for (size_t y = 0; y < height; y++, dst += stride) {                                                   \
        if (width < 8) { over_color_step(dst, width, color); continue; }                                   \
        u32x8 last;                                                                                         \
        if (width % 8) over_color_last(dst + width - 8, color, &last);                                     \
        for (size_t x = 0; x + 8 <= width; x += 8) over_color_step(dst + x, 8, color);                     \
        if (width % 8) put8(dst + width - 8, &last);                                                       \
    }                                                                                                       \
}                                                                                                           \
ATTRIBUTES static void over_mask_##SUFFIX(uint32_t *dst, size_t stride, const uint8_t *mask,              \
                                          size_t mask_stride, size_t width, size_t height, uint32_t color) { \
    for (size_t y = 0; y < height; y++, dst += stride, mask += mask_stride) {                              \
        if (width < 8) { over_mask_step(dst, mask, width, color); continue; }                              \
        u32x8 last;                                                                                         \
        if (width % 8) over_mask_last(dst + width - 8, mask + width - 8, color, &last);                    \
        for (size_t x = 0; x + 8 <= width; x += 8) over_mask_step(dst + x, mask + x, 8, color);            \
        if (width % 8) put8(dst + width - 8, &last);                                                       \
    }                                                                                                       \
}                                                                                                           \
ATTRIBUTES static void over_pixels_##SUFFIX(uint32_t *dst, size_t stride, const uint32_t *src,            \
                                            size_t src_stride, size_t width, size_t height, uint32_t factor) { \
    for (size_t y = 0; y < height; y++, dst += stride, src += src_stride) {                                \
        if (width < 8) { over_pixels_step(dst, src, width, factor); continue; }                            \
        u32x8 last;                                                                                         \
        if (width % 8) over_pixels_last(dst + width - 8, src + width - 8, factor, &last);                  \
        for (size_t x = 0; x + 8 <= width; x += 8) over_pixels_step(dst + x, src + x, 8, factor);          \
        if (width % 8) put8(dst + width - 8, &last);                                                       \
    }                                                                                                       \
}                                                                                                           \
ATTRIBUTES static void mix_rows_##SUFFIX(uint32_t *out, const uint32_t *a, const uint32_t *b,             \
                                         size_t count, uint32_t weight) {                                   \
    if (count < 8) { mix_step(out, a, b, count, weight); return; }                                         \
    for (size_t x = 0; x + 8 <= count; x += 8) mix_step(out + x, a + x, b + x, 8, weight);                 \
    if (count % 8) mix_step(out + count - 8, a + count - 8, b + count - 8, 8, weight);                     \
}                                                                                                           \
ATTRIBUTES static void resample_row_##SUFFIX(uint32_t *out, const uint32_t *row, const int32_t *first,    \
                                             const int32_t *second, const uint16_t *weights, size_t count) { \
    if (count < 8) { resample_step(out, row, first, second, weights, count); return; }                     \
    for (size_t x = 0; x + 8 <= count; x += 8) resample_step(out + x, row, first + x, second + x, weights + x, 8); \
    size_t x = count - 8;                                                                                   \
    if (count % 8) resample_step(out + x, row, first + x, second + x, weights + x, 8);                     \
}

// 1: the baseline kernels even where the CPU has AVX2 (GRAVITY_SIMD=scalar
// in the environment, read once, or gravity_spans_use_baseline); 0: the
// CPU's; -1: not decided yet.
static atomic_int baseline_only = -1;

static int baseline_from_environment(void) {
    const char *mode = getenv("GRAVITY_SIMD");
    return mode && strcmp(mode, "scalar") == 0;
}

static int use_baseline(void) {
    int value = atomic_load_explicit(&baseline_only, memory_order_relaxed);
    if (value < 0) {
        value = baseline_from_environment();
        atomic_store_explicit(&baseline_only, value, memory_order_relaxed);
    }
    return value;
}

void gravity_spans_use_baseline(int enabled) {
    atomic_store_explicit(&baseline_only, enabled || baseline_from_environment(), memory_order_relaxed);
}

int gravity_spans_uses_baseline(void) { return use_baseline(); }

KERNELS(base, )
#if defined(__x86_64__)
KERNELS(avx2, AVX2)
#define DISPATCH(NAME, ...) do {                                                                          \
        if (!use_baseline() && __builtin_cpu_supports("avx2")) NAME##_avx2(__VA_ARGS__);                   \
        else NAME##_base(__VA_ARGS__);                                                                      \
    } while (0)
#else
#define DISPATCH(NAME, ...) NAME##_base(__VA_ARGS__)
#endif

void gravity_fill(uint32_t *dst, size_t stride, size_t width, size_t height, uint32_t color) {
    DISPATCH(fill, dst, stride, width, height, color);
}

void gravity_over_color(uint32_t *dst, size_t stride, size_t width, size_t height, uint32_t color) {
    DISPATCH(over_color, dst, stride, width, height, color);
}

void gravity_over_mask(uint32_t *dst, size_t stride, const uint8_t *mask, size_t mask_stride,
                       size_t width, size_t height, uint32_t color) {
    DISPATCH(over_mask, dst, stride, mask, mask_stride, width, height, color);
}

void gravity_over_pixels(uint32_t *dst, size_t stride, const uint32_t *src, size_t src_stride,
                         size_t width, size_t height, uint32_t factor) {
    DISPATCH(over_pixels, dst, stride, src, src_stride, width, height, factor);
}

void gravity_mix_rows(uint32_t *out, const uint32_t *a, const uint32_t *b, size_t count, uint32_t weight) {
    DISPATCH(mix_rows, out, a, b, count, weight);
}

void gravity_resample_row(uint32_t *out, const uint32_t *row, const int32_t *first, const int32_t *second,
                          const uint16_t *weights, size_t count) {
    DISPATCH(resample_row, out, row, first, second, weights, count);
}

