// Span kernels (see include/raster_spans.h). Each kernel body is written
// once over eight pixels in 16-bit lanes with the compiler's vector
// extensions, then compiled twice: for AVX2 (chosen at run time when the
// CPU has it) and for the baseline target (SSE2 on x86-64, whatever the
// platform has elsewhere). Vectors wider than the baseline's registers are
// only passed between always-inlined helpers, so the ABI warning is moot.
#include "raster_spans.h"
#include <string.h>
#pragma clang diagnostic ignored "-Wpsabi"

typedef uint8_t u8x8 __attribute__((vector_size(8)));
typedef uint8_t u8x32 __attribute__((vector_size(32)));
typedef uint16_t u16x32 __attribute__((vector_size(64)));
typedef uint32_t u32x8 __attribute__((vector_size(32)));

#define INLINE static inline __attribute__((always_inline))

INLINE u32x8 load8(const uint32_t *p) { u32x8 v; memcpy(&v, p, sizeof v); return v; }
INLINE void store8(uint32_t *p, u32x8 v) { memcpy(p, &v, sizeof v); }
INLINE u16x32 widen(u32x8 p) { return __builtin_convertvector((u8x32)p, u16x32); }
/// Every lane holds a value ≤ 255, so truncation is exact.
INLINE u32x8 narrow(u16x32 v) { return (u32x8)__builtin_convertvector(v, u8x32); }
INLINE u16x32 splat16(uint32_t v) { return (u16x32){0} + (uint16_t)v; }

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

/// Linear mix per lane, weight 0…256 toward b: products ≤ 65,280 and their sum ≤ 65,408.
INLINE u32x8 mix8(u32x8 a, u32x8 b, uint32_t weight) {
    return narrow((widen(a) * splat16(256 - weight) + widen(b) * splat16(weight) + 128) >> 8);
}

// Kernel bodies, one step of eight pixels each.
INLINE void over_color_step(uint32_t *d, uint32_t color) {
    u32x8 source = (u32x8){0} + color;
    store8(d, source + narrow(scale16(widen(load8(d)), splat16(255 - (color >> 24)))));
}

INLINE void over_mask_step(uint32_t *d, const uint8_t *m, uint32_t color) {
    u8x8 c; memcpy(&c, m, sizeof c);
    u8x32 spread = __builtin_shufflevector(c, c, 0, 0, 0, 0, 1, 1, 1, 1, 2, 2, 2, 2, 3, 3, 3, 3,
                                           4, 4, 4, 4, 5, 5, 5, 5, 6, 6, 6, 6, 7, 7, 7, 7);
    u16x32 source = scale16(widen((u32x8){0} + color), __builtin_convertvector(spread, u16x32));
    store8(d, over(source, load8(d)));
}

INLINE void over_pixels_step(uint32_t *d, const uint32_t *s, uint32_t factor) {
    u16x32 source = widen(load8(s));
    if (factor != 255) source = scale16(source, splat16(factor));
    store8(d, over(source, load8(d)));
}

INLINE void mix_step(uint32_t *out, const uint32_t *a, const uint32_t *b, uint32_t weight) {
    store8(out, mix8(load8(a), load8(b), weight));
}

/// Scalar `ImageDrawing.mix` for the gathered resampling loop.
INLINE uint32_t mix1(uint32_t a, uint32_t b, uint32_t weight) {
    uint32_t inverse = 256 - weight, mask = 0x00ff00ff, half = 0x00800080;
    uint32_t rb = (((a & mask) * inverse + (b & mask) * weight + half) >> 8) & mask;
    uint32_t ag = ((((a >> 8) & mask) * inverse + ((b >> 8) & mask) * weight + half) >> 8) & mask;
    return rb | (ag << 8);
}

// One pixel at a time for a row's last (fewer than eight) pixels: the
// same arithmetic on whole 32-bit pixels (Compositing.scale, over).
INLINE uint32_t scale1(uint32_t pixel, uint32_t factor) {
    uint32_t rb = (pixel & 0x00ff00ff) * factor + 0x00800080;
    rb = ((rb + ((rb >> 8) & 0x00ff00ff)) >> 8) & 0x00ff00ff;
    uint32_t ag = ((pixel >> 8) & 0x00ff00ff) * factor + 0x00800080;
    ag = (ag + ((ag >> 8) & 0x00ff00ff)) & 0xff00ff00;
    return rb | ag;
}
INLINE uint32_t over1(uint32_t source, uint32_t destination) {
    return source + scale1(destination, 255 - (source >> 24));
}

// The rows loops, instantiated per target: eight pixels per step, then
// the row's last pixels one by one.
#define KERNELS(SUFFIX, ATTRIBUTES)                                                                        \
ATTRIBUTES static void over_color_##SUFFIX(uint32_t *dst, size_t stride, size_t width, size_t height,     \
                                           uint32_t color) {                                                \
    for (size_t y = 0; y < height; y++, dst += stride) {                                                   \
        size_t x = 0;                                                                                       \
        for (; x + 8 <= width; x += 8) over_color_step(dst + x, color);                                    \
        for (; x < width; x++) dst[x] = over1(color, dst[x]);                                              \
    }                                                                                                       \
}                                                                                                           \
ATTRIBUTES static void over_mask_##SUFFIX(uint32_t *dst, size_t stride, const uint8_t *mask,              \
                                          size_t mask_stride, size_t width, size_t height, uint32_t color) { \
    for (size_t y = 0; y < height; y++, dst += stride, mask += mask_stride) {                              \
        size_t x = 0;                                                                                       \
        for (; x + 8 <= width; x += 8) over_mask_step(dst + x, mask + x, color);                           \
        for (; x < width; x++) dst[x] = over1(scale1(color, mask[x]), dst[x]);                             \
    }                                                                                                       \
}                                                                                                           \
ATTRIBUTES static void over_pixels_##SUFFIX(uint32_t *dst, size_t stride, const uint32_t *src,            \
                                            size_t src_stride, size_t width, size_t height, uint32_t factor) { \
    for (size_t y = 0; y < height; y++, dst += stride, src += src_stride) {                                \
        size_t x = 0;                                                                                       \
        for (; x + 8 <= width; x += 8) over_pixels_step(dst + x, src + x, factor);                         \
        for (; x < width; x++) dst[x] = over1(factor == 255 ? src[x] : scale1(src[x], factor), dst[x]);   \
    }                                                                                                       \
}                                                                                                           \
ATTRIBUTES static void mix_rows_##SUFFIX(uint32_t *out, const uint32_t *a, const uint32_t *b,             \
                                         size_t count, uint32_t weight) {                                   \
    size_t x = 0;                                                                                           \
    for (; x + 8 <= count; x += 8) mix_step(out + x, a + x, b + x, weight);                                \
    for (; x < count; x++) out[x] = mix1(a[x], b[x], weight);                                              \
}

static int baseline_only = 0;

void gravity_spans_use_baseline(int enabled) { baseline_only = enabled; }

#if defined(__x86_64__)
KERNELS(avx2, __attribute__((target("avx2"))))
#define HAS_AVX2 (!baseline_only && __builtin_cpu_supports("avx2"))
#endif
KERNELS(base, )

#if defined(__x86_64__)
#define DISPATCH(NAME, ...) do { if (HAS_AVX2) NAME##_avx2(__VA_ARGS__); else NAME##_base(__VA_ARGS__); } while (0)
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
    for (size_t i = 0; i < count; i++) out[i] = mix1(row[first[i]], row[second[i]], weights[i]);
}
