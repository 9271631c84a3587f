// Span kernels (see include/raster_spans.h). Each kernel is written once
// over eight pixels in 16-bit lanes with the compiler's vector extensions,
// then compiled twice: for AVX2 (chosen at run time when the CPU has it)
// and for the baseline target (SSE2 on x86-64, whatever the platform has
// elsewhere). A row's last pixels (fewer than eight) take the same vector
// arithmetic on a partial load: AVX2's masked loads and stores, or lane
// by lane on the baseline. Vectors wider than the baseline's registers
// are only passed between always-inlined helpers, so the ABI warning is moot.
#include "raster_spans.h"
#include <string.h>
#if defined(__x86_64__)
#include <immintrin.h>
#endif
#pragma clang diagnostic ignored "-Wpsabi"

typedef uint8_t u8x8 __attribute__((vector_size(8)));
typedef uint8_t u8x32 __attribute__((vector_size(32)));
typedef uint16_t u16x8 __attribute__((vector_size(16)));
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

/// x × f / 255 per lane, rounded: t = x f + 128, (t + t / 256) / 256
/// (Compositing.scale; t ≤ 65,153 fits in 16 bits).
INLINE u16x32 scale16(u16x32 x, u16x32 f) {
    u16x32 t = x * f + 128;
    return (t + (t >> 8)) >> 8;
}

/// Each pixel's alpha in all four of its lanes.
INLINE u16x32 alphas(u16x32 v) {
    return __builtin_shufflevector(v, v, 3, 3, 3, 3, 7, 7, 7, 7, 11, 11, 11, 11, 15, 15, 15, 15,
                                   19, 19, 19, 19, 23, 23, 23, 23, 27, 27, 27, 27, 31, 31, 31, 31);
}

/// Source-over: source + destination × (255 − source alpha) / 255, the
/// final addition on whole 32-bit pixels as `Compositing.over` does.
INLINE u32x8 over(u16x32 source, u32x8 destination) {
    u16x32 d = scale16(widen(destination), 255 - alphas(source));
    return narrow(source) + narrow(d);
}

/// Linear mix per lane, weights 0…256 toward b: products ≤ 65,280 and
/// their sum ≤ 65,408 (`ImageDrawing`'s mix).
INLINE u32x8 mix(u32x8 a, u32x8 b, u16x32 weights) {
    return narrow((widen(a) * (256 - weights) + widen(b) * weights + 128) >> 8);
}

// MARK: - Steps of eight pixels in memory (a row, or a copy of a row's last pixels)

INLINE u32x8 load8(const uint32_t *p) { u32x8 v; memcpy(&v, p, sizeof v); return v; }
INLINE void store8(uint32_t *p, u32x8 v) { memcpy(p, &v, sizeof v); }

INLINE void over_color_step(uint32_t *d, uint32_t color) {
    store8(d, ((u32x8){0} + color) + narrow(scale16(widen(load8(d)), splat16(255 - (color >> 24)))));
}

INLINE void over_mask_step(uint32_t *d, const uint8_t *m, uint32_t color) {
    u8x8 coverage; memcpy(&coverage, m, sizeof coverage);
    u16x32 source = scale16(widen((u32x8){0} + color), spread(__builtin_convertvector(coverage, u16x8)));
    store8(d, over(source, load8(d)));
}

INLINE void over_pixels_step(uint32_t *d, const uint32_t *s, uint32_t factor) {
    u16x32 source = widen(load8(s));
    if (factor != 255) source = scale16(source, splat16(factor));
    store8(d, over(source, load8(d)));
}

INLINE void mix_step(uint32_t *out, const uint32_t *a, const uint32_t *b, const uint16_t *w) {
    u16x8 weights; memcpy(&weights, w, sizeof weights);
    store8(out, mix(load8(a), load8(b), spread(weights)));
}

// MARK: - Copies of a row's last n < 8 pixels, and gathers of n ≤ 8

/// Copies n < 8 elements of `size` bytes in at most three fixed-size moves
/// (a plain loop would become a call to memcpy).
INLINE void copy_short(void *to, const void *from, size_t n, size_t size) {
    size_t at = 0;
    if (n & 4) { memcpy(to, from, 4 * size); at = 4 * size; }
    if (n & 2) { memcpy((char *)to + at, (const char *)from + at, 2 * size); at += 2 * size; }
    if (n & 1) memcpy((char *)to + at, (const char *)from + at, size);
}
INLINE void copy_pixels_base(uint32_t *to, const uint32_t *from, size_t n) { copy_short(to, from, n, 4); }
#define copy_pixels_in_base copy_pixels_base
#define copy_pixels_out_base copy_pixels_base
INLINE void gather_base(uint32_t *to, const uint32_t *row, const int32_t *index, size_t n) {
    for (size_t i = 0; i < n; i++) to[i] = row[index[i]];
}

#if defined(__x86_64__)
#define AVX2 __attribute__((target("avx2")))
/// Lanes 0…n−1 set.
AVX2 INLINE __m256i lanes(size_t n) {
    return _mm256_cmpgt_epi32(_mm256_set1_epi32((int)n), _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
}
AVX2 INLINE void copy_pixels_in_avx2(uint32_t *to, const uint32_t *from, size_t n) {
    _mm256_storeu_si256((__m256i *)to, _mm256_maskload_epi32((const int *)from, lanes(n)));
}
AVX2 INLINE void copy_pixels_out_avx2(uint32_t *to, const uint32_t *from, size_t n) {
    _mm256_maskstore_epi32((int *)to, lanes(n), _mm256_loadu_si256((const __m256i *)from));
}
AVX2 INLINE void gather_avx2(uint32_t *to, const uint32_t *row, const int32_t *index, size_t n) {
    __m256i mask = lanes(n), at = _mm256_maskload_epi32(index, mask);
    _mm256_storeu_si256((__m256i *)to, _mm256_mask_i32gather_epi32(_mm256_setzero_si256(), (const int *)row, at, mask, 4));
}
#endif

// MARK: - Row loops, instantiated per target

#define KERNELS(SUFFIX, ATTRIBUTES)                                                                        \
ATTRIBUTES static void over_color_##SUFFIX(uint32_t *dst, size_t stride, size_t width, size_t height,     \
                                           uint32_t color) {                                                \
    for (size_t y = 0; y < height; y++, dst += stride) {                                                   \
        size_t x = 0;                                                                                       \
        for (; x + 8 <= width; x += 8) over_color_step(dst + x, color);                                    \
        if (x < width) {                                                                                    \
            uint32_t d[8] = {0};                                                                            \
            copy_pixels_in_##SUFFIX(d, dst + x, width - x);                                                 \
            over_color_step(d, color);                                                                      \
            copy_pixels_out_##SUFFIX(dst + x, d, width - x);                                                \
        }                                                                                                   \
    }                                                                                                       \
}                                                                                                           \
ATTRIBUTES static void over_mask_##SUFFIX(uint32_t *dst, size_t stride, const uint8_t *mask,              \
                                          size_t mask_stride, size_t width, size_t height, uint32_t color) { \
    for (size_t y = 0; y < height; y++, dst += stride, mask += mask_stride) {                              \
        size_t x = 0;                                                                                       \
        for (; x + 8 <= width; x += 8) over_mask_step(dst + x, mask + x, color);                           \
        if (x < width) {                                                                                    \
            uint32_t d[8] = {0}; uint8_t m[8] = {0};                                                        \
            copy_pixels_in_##SUFFIX(d, dst + x, width - x);                                                 \
            copy_short(m, mask + x, width - x, 1);                                                          \
            over_mask_step(d, m, color);                                                                    \
            copy_pixels_out_##SUFFIX(dst + x, d, width - x);                                                \
        }                                                                                                   \
    }                                                                                                       \
}                                                                                                           \
ATTRIBUTES static void over_pixels_##SUFFIX(uint32_t *dst, size_t stride, const uint32_t *src,            \
                                            size_t src_stride, size_t width, size_t height, uint32_t factor) { \
    for (size_t y = 0; y < height; y++, dst += stride, src += src_stride) {                                \
        size_t x = 0;                                                                                       \
        for (; x + 8 <= width; x += 8) over_pixels_step(dst + x, src + x, factor);                         \
        if (x < width) {                                                                                    \
            uint32_t d[8] = {0}, s[8] = {0};                                                                \
            copy_pixels_in_##SUFFIX(d, dst + x, width - x);                                                 \
            copy_pixels_in_##SUFFIX(s, src + x, width - x);                                                 \
            over_pixels_step(d, s, factor);                                                                 \
            copy_pixels_out_##SUFFIX(dst + x, d, width - x);                                                \
        }                                                                                                   \
    }                                                                                                       \
}                                                                                                           \
ATTRIBUTES static void mix_rows_##SUFFIX(uint32_t *out, const uint32_t *a, const uint32_t *b,             \
                                         size_t count, uint32_t weight) {                                   \
    uint16_t w[8];                                                                                          \
    for (int i = 0; i < 8; i++) w[i] = (uint16_t)weight;                                                    \
    size_t x = 0;                                                                                           \
    for (; x + 8 <= count; x += 8) mix_step(out + x, a + x, b + x, w);                                     \
    if (x < count) {                                                                                        \
        uint32_t p[8] = {0}, q[8] = {0}, o[8];                                                              \
        copy_pixels_in_##SUFFIX(p, a + x, count - x);                                                       \
        copy_pixels_in_##SUFFIX(q, b + x, count - x);                                                       \
        mix_step(o, p, q, w);                                                                               \
        copy_pixels_out_##SUFFIX(out + x, o, count - x);                                                    \
    }                                                                                                       \
}                                                                                                           \
ATTRIBUTES static void resample_row_##SUFFIX(uint32_t *out, const uint32_t *row, const int32_t *first,    \
                                             const int32_t *second, const uint16_t *weights, size_t count) { \
    for (size_t x = 0; x < count; x += 8) {                                                                 \
        size_t n = count - x < 8 ? count - x : 8;                                                           \
        uint32_t p[8] = {0}, q[8] = {0}, o[8]; uint16_t w[8] = {0};                                         \
        gather_##SUFFIX(p, row, first + x, n);                                                              \
        gather_##SUFFIX(q, row, second + x, n);                                                             \
        if (n == 8) memcpy(w, weights + x, sizeof w); else copy_short(w, weights + x, n, 2);                \
        mix_step(o, p, q, w);                                                                               \
        if (n == 8) memcpy(out + x, o, sizeof o); else copy_pixels_out_##SUFFIX(out + x, o, n);             \
    }                                                                                                       \
}

static int baseline_only = 0;

void gravity_spans_use_baseline(int enabled) { baseline_only = enabled; }

KERNELS(base, )
#if defined(__x86_64__)
KERNELS(avx2, AVX2)
#define DISPATCH(NAME, ...) do {                                                                          \
        if (!baseline_only && __builtin_cpu_supports("avx2")) NAME##_avx2(__VA_ARGS__);                   \
        else NAME##_base(__VA_ARGS__);                                                                      \
    } while (0)
#else
#define DISPATCH(NAME, ...) NAME##_base(__VA_ARGS__)
#endif

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

