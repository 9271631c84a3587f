// Pixel span kernels of the raster backend: source-over and resampling on
// rows of premultiplied 8-bit pixels packed as uint32 (bytes r, g, b, a in
// memory). Exact integer arithmetic, the same as GravityRender's
// `Compositing` and `ImageDrawing.mix`, eight pixels per step in 16-bit
// lanes (AVX2 when the CPU has it, else SSE2). Callers (GravityRender's
// Raster/Layer.swift) check every span against its buffer first.
#ifndef GRAVITY_RASTER_SPANS_H
#define GRAVITY_RASTER_SPANS_H
#include <stddef.h>
#include <stdint.h>

/// Sets `height` rows of `width` pixels, rows `stride` pixels apart, to `color`.
void gravity_fill(uint32_t *dst, size_t stride, size_t width, size_t height, uint32_t color);

/// Source-over of `color` on `height` rows of `width` pixels, rows `stride` pixels apart.
void gravity_over_color(uint32_t *dst, size_t stride, size_t width, size_t height, uint32_t color);

/// Source-over of `color` scaled by 8-bit coverage (a mask of rows `mask_stride` bytes apart).
void gravity_over_mask(uint32_t *dst, size_t stride, const uint8_t *mask, size_t mask_stride,
                       size_t width, size_t height, uint32_t color);

/// Source-over of source pixels, each scaled by `factor` (0…255).
void gravity_over_pixels(uint32_t *dst, size_t stride, const uint32_t *src, size_t src_stride,
                         size_t width, size_t height, uint32_t factor);

/// out[i] = the mix of a[i] and b[i], `weight` (0…256) toward b, per channel
/// (a × (256 − weight) + b × weight + 128) / 256 rounded down.
void gravity_mix_rows(uint32_t *out, const uint32_t *a, const uint32_t *b, size_t count, uint32_t weight);

/// out[i] = the mix of row[first[i]] and row[first[i] + 1 or first[i]] with weights[i]
/// (see gravity_mix_rows): one row resampled horizontally. `second[i]` is the other index.
void gravity_resample_row(uint32_t *out, const uint32_t *row, const int32_t *first, const int32_t *second,
                          const uint16_t *weights, size_t count);

/// Non-zero: use the baseline kernels even where AVX2 is available (tests
/// compare both with the scalar arithmetic). GRAVITY_SIMD=scalar in the
/// environment forces them for the whole process (`make test` runs the
/// raster tests so too); zero then does not undo it.
void gravity_spans_use_baseline(int enabled);

/// Whether the baseline kernels are in use.
int gravity_spans_uses_baseline(void);

#endif
