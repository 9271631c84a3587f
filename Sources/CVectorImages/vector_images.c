// PDF through poppler-glib, SVG through librsvg, loaded with dlopen on
// first use (as CLineBreak loads ICU): the few functions used are declared
// here with opaque pointers, so no header or -dev package is needed to build.
//
// Hostile files: the caller bounds the bytes (--max-file-size) and the
// pixels (--max-image-pixels) before anything is drawn; a PDF's page box
// is refused past 14,400 points (PDF's own limit); librsvg reading from
// memory has no base file, so it loads no external reference (images,
// stylesheets, `xlink:href` to files or URLs) and makes no network access,
// and it refuses external XML entities and caps entity expansion itself.
#include "vector_images.h"
#include <dlfcn.h>
#include <pthread.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

typedef struct _cairo_surface cairo_surface_t;
typedef struct _cairo cairo_t;
typedef struct { int domain; int code; char *message; } GError;
typedef struct { double x, y, width, height; } RsvgRectangle;
typedef struct { int width, height; double em, ex; } RsvgDimensionData;

enum { CAIRO_FORMAT_ARGB32 = 0, CAIRO_STATUS_SUCCESS = 0 };

static struct {
    cairo_surface_t *(*image_surface_create)(int format, int width, int height);
    cairo_t *(*create)(cairo_surface_t *surface);
    void (*scale)(cairo_t *cr, double sx, double sy);
    void (*destroy)(cairo_t *cr);
    int (*status)(cairo_t *cr);
    void (*surface_flush)(cairo_surface_t *surface);
    void (*surface_destroy)(cairo_surface_t *surface);
    int (*surface_status)(cairo_surface_t *surface);
    unsigned char *(*image_surface_get_data)(cairo_surface_t *surface);
    int (*image_surface_get_stride)(cairo_surface_t *surface);
    void (*g_object_unref)(void *object);
    void (*g_error_free)(GError *error);
    void *(*g_bytes_new)(const void *data, size_t size);
    void (*g_bytes_unref)(void *bytes);
    // poppler-glib
    void *(*document_new_from_bytes)(void *bytes, const char *password, GError **error);
    int (*document_get_n_pages)(void *document);
    void *(*document_get_page)(void *document, int index);
    void (*page_get_size)(void *page, double *width, double *height);
    void (*page_render)(void *page, cairo_t *cr);
    const char *(*poppler_get_version)(void);
    // librsvg
    void *(*rsvg_new_from_data)(const uint8_t *data, size_t size, GError **error);
    int (*rsvg_get_intrinsic_size_in_pixels)(void *handle, double *width, double *height);
    void (*rsvg_get_dimensions)(void *handle, RsvgDimensionData *dimensions);
    int (*rsvg_render_document)(void *handle, cairo_t *cr, const RsvgRectangle *viewport, GError **error);
} lib;

static pthread_once_t cairo_once = PTHREAD_ONCE_INIT, pdf_once = PTHREAD_ONCE_INIT, svg_once = PTHREAD_ONCE_INIT;
static char cairo_error[512], pdf_error[512], svg_error[512];
static char pdf_version[64], svg_version[64];

static void *open_library(const char *name, char *error) {
    void *library = dlopen(name, RTLD_LAZY | RTLD_LOCAL);
    if (!library) {
        const char *reason = dlerror();
        snprintf(error, 512, "%s is not installed (%s)", name, reason ? reason : "dlopen failed");
    }
    return library;
}

#define LOAD(library, field, symbol, error) \
    do { *(void **)&lib.field = dlsym(library, symbol); \
         if (!lib.field) { snprintf(error, 512, "%s lacks %s", #library, symbol); return; } } while (0)

static void load_cairo(void) {
    void *cairo = open_library("libcairo.so.2", cairo_error);
    void *gobject = open_library("libgobject-2.0.so.0", cairo_error);
    void *glib = open_library("libglib-2.0.so.0", cairo_error);
    if (!cairo || !gobject || !glib) return;
    LOAD(cairo, image_surface_create, "cairo_image_surface_create", cairo_error);
    LOAD(cairo, create, "cairo_create", cairo_error);
    LOAD(cairo, scale, "cairo_scale", cairo_error);
    LOAD(cairo, destroy, "cairo_destroy", cairo_error);
    LOAD(cairo, status, "cairo_status", cairo_error);
    LOAD(cairo, surface_flush, "cairo_surface_flush", cairo_error);
    LOAD(cairo, surface_destroy, "cairo_surface_destroy", cairo_error);
    LOAD(cairo, surface_status, "cairo_surface_status", cairo_error);
    LOAD(cairo, image_surface_get_data, "cairo_image_surface_get_data", cairo_error);
    LOAD(cairo, image_surface_get_stride, "cairo_image_surface_get_stride", cairo_error);
    LOAD(gobject, g_object_unref, "g_object_unref", cairo_error);
    LOAD(glib, g_error_free, "g_error_free", cairo_error);
    LOAD(glib, g_bytes_new, "g_bytes_new", cairo_error);
    LOAD(glib, g_bytes_unref, "g_bytes_unref", cairo_error);
}

static void load_pdf(void) {
    pthread_once(&cairo_once, load_cairo);
    if (cairo_error[0]) { snprintf(pdf_error, sizeof pdf_error, "%s", cairo_error); return; }
    void *poppler = open_library("libpoppler-glib.so.8", pdf_error);
    if (!poppler) return;
    LOAD(poppler, document_new_from_bytes, "poppler_document_new_from_bytes", pdf_error);
    LOAD(poppler, document_get_n_pages, "poppler_document_get_n_pages", pdf_error);
    LOAD(poppler, document_get_page, "poppler_document_get_page", pdf_error);
    LOAD(poppler, page_get_size, "poppler_page_get_size", pdf_error);
    LOAD(poppler, page_render, "poppler_page_render", pdf_error);
    LOAD(poppler, poppler_get_version, "poppler_get_version", pdf_error);
    snprintf(pdf_version, sizeof pdf_version, "poppler %s", lib.poppler_get_version());
}

static void load_svg(void) {
    pthread_once(&cairo_once, load_cairo);
    if (cairo_error[0]) { snprintf(svg_error, sizeof svg_error, "%s", cairo_error); return; }
    void *rsvg = open_library("librsvg-2.so.2", svg_error);
    if (!rsvg) return;
    LOAD(rsvg, rsvg_new_from_data, "rsvg_handle_new_from_data", svg_error);
    LOAD(rsvg, rsvg_get_intrinsic_size_in_pixels, "rsvg_handle_get_intrinsic_size_in_pixels", svg_error);
    LOAD(rsvg, rsvg_get_dimensions, "rsvg_handle_get_dimensions", svg_error);
    LOAD(rsvg, rsvg_render_document, "rsvg_handle_render_document", svg_error);
    const unsigned *major = dlsym(rsvg, "rsvg_major_version"), *minor = dlsym(rsvg, "rsvg_minor_version"),
                   *micro = dlsym(rsvg, "rsvg_micro_version");
    if (major && minor && micro) snprintf(svg_version, sizeof svg_version, "librsvg %u.%u.%u", *major, *minor, *micro);
    else snprintf(svg_version, sizeof svg_version, "librsvg");
}

static const char *loaded(gravity_vector_kind kind) {
    if (kind == GRAVITY_VECTOR_PDF) { pthread_once(&pdf_once, load_pdf); return pdf_error[0] ? pdf_error : NULL; }
    pthread_once(&svg_once, load_svg);
    return svg_error[0] ? svg_error : NULL;
}

const char *gravity_vector_version(gravity_vector_kind kind) {
    const char *error = loaded(kind);
    return error ? error : kind == GRAVITY_VECTOR_PDF ? pdf_version : svg_version;
}

// 200 inches: PDF's own largest page (ISO 32000, annex C).
static const double MAX_PAGE_POINTS = 14400;

// An opened document: a PDF's first page (with its document) or an SVG handle.
typedef struct { void *document, *page, *handle; double width, height; } opened;

static void close_opened(opened *o) {
    if (o->page) lib.g_object_unref(o->page);
    if (o->document) lib.g_object_unref(o->document);
    if (o->handle) lib.g_object_unref(o->handle);
}

static int open_image(gravity_vector_kind kind, const uint8_t *bytes, size_t size, opened *o, char *error, size_t error_size) {
    memset(o, 0, sizeof *o);
    const char *missing = loaded(kind);
    if (missing) { snprintf(error, error_size, "%s", missing); return 1; }
    GError *failure = NULL;
    if (kind == GRAVITY_VECTOR_PDF) {
        void *data = lib.g_bytes_new(bytes, size);
        o->document = lib.document_new_from_bytes(data, NULL, &failure);
        lib.g_bytes_unref(data);
        if (!o->document) {
            snprintf(error, error_size, "%s", failure && failure->message ? failure->message : "poppler cannot read it");
            if (failure) lib.g_error_free(failure);
            return 1;
        }
        if (lib.document_get_n_pages(o->document) < 1 || !(o->page = lib.document_get_page(o->document, 0))) {
            snprintf(error, error_size, "the PDF has no page");
            close_opened(o);
            return 1;
        }
        lib.page_get_size(o->page, &o->width, &o->height);
    } else {
        o->handle = lib.rsvg_new_from_data(bytes, size, &failure);
        if (!o->handle) {
            snprintf(error, error_size, "%s", failure && failure->message ? failure->message : "librsvg cannot read it");
            if (failure) lib.g_error_free(failure);
            return 1;
        }
        if (!lib.rsvg_get_intrinsic_size_in_pixels(o->handle, &o->width, &o->height)) {
            // Percentages or no width/height: the viewBox's size, as librsvg reports it.
            RsvgDimensionData d;
            lib.rsvg_get_dimensions(o->handle, &d);
            o->width = d.width;
            o->height = d.height;
        }
    }
    if (!(o->width > 0 && o->height > 0 && o->width <= MAX_PAGE_POINTS && o->height <= MAX_PAGE_POINTS)) {
        snprintf(error, error_size, "the %s is %g x %g points; a size must be more than 0 and at most %g",
                 kind == GRAVITY_VECTOR_PDF ? "PDF's first page" : "SVG", o->width, o->height, MAX_PAGE_POINTS);
        close_opened(o);
        return 1;
    }
    return 0;
}

int gravity_vector_size(gravity_vector_kind kind, const uint8_t *bytes, size_t size,
                        double *width, double *height, char *error, size_t error_size) {
    opened o;
    if (open_image(kind, bytes, size, &o, error, error_size)) return 1;
    *width = o.width;
    *height = o.height;
    close_opened(&o);
    return 0;
}

int gravity_vector_render(gravity_vector_kind kind, const uint8_t *bytes, size_t size,
                          uint32_t pixel_width, uint32_t pixel_height, uint8_t **out,
                          char *error, size_t error_size) {
    *out = NULL;
    if (pixel_width == 0 || pixel_height == 0 || pixel_width > 32767 || pixel_height > 32767) {
        snprintf(error, error_size, "cannot draw at %u x %u pixels (cairo's images are at most 32767 pixels a side)", pixel_width, pixel_height);
        return 1;
    }
    opened o;
    if (open_image(kind, bytes, size, &o, error, error_size)) return 1;
    cairo_surface_t *surface = lib.image_surface_create(CAIRO_FORMAT_ARGB32, (int)pixel_width, (int)pixel_height);
    if (lib.surface_status(surface) != CAIRO_STATUS_SUCCESS) {
        snprintf(error, error_size, "out of memory for %u x %u pixels", pixel_width, pixel_height);
        lib.surface_destroy(surface);
        close_opened(&o);
        return 1;
    }
    cairo_t *cr = lib.create(surface);
    int failed = 0;
    if (kind == GRAVITY_VECTOR_PDF) {
        lib.scale(cr, pixel_width / o.width, pixel_height / o.height);
        lib.page_render(o.page, cr);
    } else {
        RsvgRectangle viewport = { 0, 0, pixel_width, pixel_height };
        GError *failure = NULL;
        if (!lib.rsvg_render_document(o.handle, cr, &viewport, &failure)) {
            snprintf(error, error_size, "librsvg cannot draw the SVG: %s", failure && failure->message ? failure->message : "unknown error");
            if (failure) lib.g_error_free(failure);
            failed = 1;
        }
    }
    lib.destroy(cr);
    lib.surface_flush(surface);
    close_opened(&o);
    if (failed) { lib.surface_destroy(surface); return 1; }
    // cairo's ARGB32 is premultiplied, one native-endian 32-bit word a pixel.
    const unsigned char *data = lib.image_surface_get_data(surface);
    int stride = lib.image_surface_get_stride(surface);
    uint8_t *pixels = malloc((size_t)pixel_width * pixel_height * 4);
    if (!pixels) { lib.surface_destroy(surface); snprintf(error, error_size, "out of memory"); return 1; }
    for (uint32_t y = 0; y < pixel_height; y++) {
        const uint32_t *row = (const uint32_t *)(data + (size_t)y * stride);
        uint8_t *to = pixels + (size_t)y * pixel_width * 4;
        for (uint32_t x = 0; x < pixel_width; x++) {
            uint32_t p = row[x];
            to[x * 4] = (uint8_t)(p >> 16);
            to[x * 4 + 1] = (uint8_t)(p >> 8);
            to[x * 4 + 2] = (uint8_t)p;
            to[x * 4 + 3] = (uint8_t)(p >> 24);
        }
    }
    lib.surface_destroy(surface);
    *out = pixels;
    return 0;
}
