// JPEG decoding through libjpeg-turbo's libjpeg API. Every libjpeg call
// happens here behind setjmp: libjpeg reports errors by calling
// error_exit, which must not return, so ours longjmps back with the
// message. Hostile files are bounded three ways: the caller's pixel limit
// before any allocation, libjpeg's own memory ceiling, and a cap on the
// number of progressive scans (a small file can declare thousands, each a
// full pass over the coefficients).
#include "jpeg_support.h"
#include <stdio.h>
#include <setjmp.h>
#include <stdlib.h>
#include <string.h>
#include <jpeglib.h>

enum { MAX_SCANS = 500 };
// Bytes libjpeg may allocate besides our output: a 16384² progressive
// image keeps its coefficients (2 bytes × 3 components, 1.5 × with 4:2:0
// subsampling unused) — about 1.6 GB; 1 GiB refuses worse ones.
static const long MAX_LIBJPEG_MEMORY = 1L << 30;

typedef struct {
    struct jpeg_error_mgr base;
    jmp_buf jump;
    char *error;
    size_t error_size;
} error_manager;

static void error_exit(j_common_ptr info) {
    error_manager *manager = (error_manager *)info->err;
    char message[JMSG_LENGTH_MAX];
    info->err->format_message(info, message);
    if (manager->error && manager->error_size) snprintf(manager->error, manager->error_size, "%s", message);
    longjmp(manager->jump, 1);
}

// Warnings (a truncated file, corrupt data) are errors here: a snapshot
// from half an image would pass silently.
static void emit_message(j_common_ptr info, int level) {
    if (level < 0) error_exit(info);
}

static void progress(j_common_ptr info) {
    if (info->is_decompressor) {
        j_decompress_ptr d = (j_decompress_ptr)info;
        if (d->input_scan_number > MAX_SCANS) {
            error_manager *manager = (error_manager *)info->err;
            snprintf(manager->error, manager->error_size, "JPEG has more than %d progressive scans", MAX_SCANS);
            longjmp(manager->jump, 1);
        }
    }
}

static uint16_t get16(const uint8_t *p, int big) { return big ? (uint16_t)(p[0] << 8 | p[1]) : (uint16_t)(p[1] << 8 | p[0]); }
static uint32_t get32(const uint8_t *p, int big) {
    return big ? (uint32_t)p[0] << 24 | (uint32_t)p[1] << 16 | (uint32_t)p[2] << 8 | p[3]
               : (uint32_t)p[3] << 24 | (uint32_t)p[2] << 16 | (uint32_t)p[1] << 8 | p[0];
}

// The orientation tag (0x0112) of IFD0 in a TIFF block, 1 when absent or malformed.
static int tiff_orientation(const uint8_t *tiff, size_t size) {
    if (size < 8) return 1;
    int big;
    if (tiff[0] == 'M' && tiff[1] == 'M') big = 1;
    else if (tiff[0] == 'I' && tiff[1] == 'I') big = 0;
    else return 1;
    uint32_t ifd = get32(tiff + 4, big);
    if (ifd > size - 2 || ifd < 8) return 1;
    uint16_t count = get16(tiff + ifd, big);
    for (uint32_t i = 0; i < count; i++) {
        size_t entry = (size_t)ifd + 2 + (size_t)i * 12;
        if (entry + 12 > size) return 1;
        if (get16(tiff + entry, big) == 0x0112) {
            uint16_t value = get16(tiff + entry + 8, big);
            return value >= 1 && value <= 8 ? value : 1;
        }
    }
    return 1;
}

int gravity_jpeg_orientation(const uint8_t *bytes, size_t size) {
    // Markers up to the first scan: SOI, then FF xx with 16-bit lengths.
    if (size < 4 || bytes[0] != 0xFF || bytes[1] != 0xD8) return 1;
    size_t at = 2;
    while (at + 4 <= size) {
        if (bytes[at] != 0xFF) return 1;
        uint8_t marker = bytes[at + 1];
        if (marker == 0xFF) { at++; continue; }
        if (marker == 0xDA || marker == 0xD9) return 1;
        size_t length = (size_t)bytes[at + 2] << 8 | bytes[at + 3];
        if (length < 2 || at + 2 + length > size) return 1;
        const uint8_t *data = bytes + at + 4;
        size_t data_size = length - 2;
        if (marker == 0xE1 && data_size >= 6 && memcmp(data, "Exif\0\0", 6) == 0)
            return tiff_orientation(data + 6, data_size - 6);
        at += 2 + length;
    }
    return 1;
}

static void setup(struct jpeg_decompress_struct *info, error_manager *manager, struct jpeg_progress_mgr *monitor,
                  char *error, size_t error_size) {
    info->err = jpeg_std_error(&manager->base);
    manager->base.error_exit = error_exit;
    manager->base.emit_message = emit_message;
    manager->error = error;
    manager->error_size = error_size;
    if (error && error_size) error[0] = 0;
    jpeg_create_decompress(info);
    info->mem->max_memory_to_use = MAX_LIBJPEG_MEMORY;
    monitor->progress_monitor = progress;
    info->progress = monitor;
}

int gravity_jpeg_read_size(const uint8_t *bytes, size_t size, uint32_t *width, uint32_t *height,
                           char *error, size_t error_size) {
    struct jpeg_decompress_struct info;
    error_manager manager;
    struct jpeg_progress_mgr monitor;
    setup(&info, &manager, &monitor, error, error_size);
    if (setjmp(manager.jump)) { jpeg_destroy_decompress(&info); return 1; }
    jpeg_mem_src(&info, bytes, (unsigned long)size);
    jpeg_read_header(&info, TRUE);
    int swap = gravity_jpeg_orientation(bytes, size) >= 5;
    *width = swap ? info.image_height : info.image_width;
    *height = swap ? info.image_width : info.image_height;
    jpeg_destroy_decompress(&info);
    return 0;
}

// Where the stored pixel (x, y) of a w × h image lands after orientation o
// (EXIF's eight: 2 mirrors, 3 turns 180°, 4 flips, 5 transposes, 6 turns 90°
// clockwise, 7 transverses, 8 turns 90° anticlockwise); ow is the output width.
static size_t oriented_index(int o, uint32_t x, uint32_t y, uint32_t w, uint32_t h, uint32_t ow) {
    uint32_t ox, oy;
    switch (o) {
    case 2: ox = w - 1 - x; oy = y; break;
    case 3: ox = w - 1 - x; oy = h - 1 - y; break;
    case 4: ox = x; oy = h - 1 - y; break;
    case 5: ox = y; oy = x; break;
    case 6: ox = h - 1 - y; oy = x; break;
    case 7: ox = h - 1 - y; oy = w - 1 - x; break;
    case 8: ox = y; oy = w - 1 - x; break;
    default: ox = x; oy = y; break;
    }
    return ((size_t)oy * ow + ox) * 4;
}

int gravity_jpeg_decode(const uint8_t *bytes, size_t size, uint64_t max_pixels,
                        uint32_t *width, uint32_t *height, uint8_t **out,
                        char *error, size_t error_size) {
    struct jpeg_decompress_struct info;
    error_manager manager;
    struct jpeg_progress_mgr monitor;
    // volatile: they change after setjmp and the error path frees them.
    uint8_t *volatile pixels = NULL;
    uint8_t *volatile row = NULL;
    *out = NULL;
    setup(&info, &manager, &monitor, error, error_size);
    if (setjmp(manager.jump)) {
        free(pixels);
        free(row);
        jpeg_destroy_decompress(&info);
        return 1;
    }
    jpeg_mem_src(&info, bytes, (unsigned long)size);
    jpeg_read_header(&info, TRUE);
    uint64_t count = (uint64_t)info.image_width * info.image_height;
    if (count == 0 || count > max_pixels) {
        snprintf(error, error_size, "JPEG is %u x %u pixels, more than the limit of %llu pixels",
                 info.image_width, info.image_height, (unsigned long long)max_pixels);
        jpeg_destroy_decompress(&info);
        return 1;
    }
    // CMYK and YCCK come out as CMYK (libjpeg cannot convert them to RGB).
    int cmyk = info.jpeg_color_space == JCS_CMYK || info.jpeg_color_space == JCS_YCCK;
    info.out_color_space = cmyk ? JCS_CMYK : JCS_RGB;
    // Photoshop (Adobe marker) writes CMYK inverted: 255 is no ink.
    int inverted = cmyk && info.saw_Adobe_marker;
    jpeg_start_decompress(&info);
    uint32_t w = info.output_width, h = info.output_height;
    int orientation = gravity_jpeg_orientation(bytes, size);
    uint32_t ow = orientation >= 5 ? h : w, oh = orientation >= 5 ? w : h;
    pixels = malloc((size_t)w * h * 4);
    row = malloc((size_t)w * info.output_components);
    if (!pixels || !row) {
        snprintf(error, error_size, "out of memory for a %u x %u JPEG", w, h);
        longjmp(manager.jump, 1);
    }
    while (info.output_scanline < h) {
        uint32_t y = info.output_scanline;
        JSAMPROW rows[1] = { row };
        jpeg_read_scanlines(&info, rows, 1);
        for (uint32_t x = 0; x < w; x++) {
            uint8_t *to = pixels + oriented_index(orientation, x, y, w, h, ow);
            const uint8_t *from = row + (size_t)x * info.output_components;
            if (cmyk) {
                unsigned c = from[0], m = from[1], yy = from[2], k = from[3];
                if (!inverted) { c = 255 - c; m = 255 - m; yy = 255 - yy; k = 255 - k; }
                // Now 255 means no ink: colour = (1 − ink) × (1 − black).
                to[0] = (uint8_t)((c * k + 127) / 255);
                to[1] = (uint8_t)((m * k + 127) / 255);
                to[2] = (uint8_t)((yy * k + 127) / 255);
            } else {
                to[0] = from[0]; to[1] = from[1]; to[2] = from[2];
            }
            to[3] = 255;
        }
    }
    jpeg_finish_decompress(&info);
    jpeg_destroy_decompress(&info);
    free(row);
    *width = ow;
    *height = oh;
    *out = pixels;
    return 0;
}

const char *gravity_jpeg_version(void) {
#ifdef LIBJPEG_TURBO_VERSION
#define GRAVITY_STRINGIFY2(x) #x
#define GRAVITY_STRINGIFY(x) GRAVITY_STRINGIFY2(x)
    return "libjpeg-turbo " GRAVITY_STRINGIFY(LIBJPEG_TURBO_VERSION);
#else
    return "libjpeg (API " "62" ")";
#endif
}

void gravity_jpeg_free(uint8_t *pixels) { free(pixels); }
