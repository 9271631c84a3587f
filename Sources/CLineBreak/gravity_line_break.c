#include "gravity_line_break.h"

#include <dlfcn.h>
#include <stdio.h>
#include <stdlib.h>
#include <pthread.h>
#include <unicode/ubrk.h>
#include <unicode/uversion.h>

/* ICU is loaded on first use, not linked: libicuuc needs the shared
   libstdc++, whose relocations and ICU's own cost every process ~2 M
   instructions at start (a small render is ~25 M), and most renders break
   no line. ICU renames each function with its version (ubrk_open is
   ubrk_open_72) through macros: NAME(ubrk_open) is the name the headers
   this was built with define, so the library found is the one they
   describe. Lazy binding: ICU's own calls are bound as they are first
   made (RTLD_NOW cost 1.1 M more instructions). */

#define STRING_(x) #x
#define STRING(x) STRING_(x)
#define NAME(function) STRING(function)

static struct {
    UBreakIterator *(*open)(UBreakIteratorType, const char *, const UChar *, int32_t, UErrorCode *);
    void (*set_text)(UBreakIterator *, const UChar *, int32_t, UErrorCode *);
    int32_t (*next)(UBreakIterator *);
    void (*close)(UBreakIterator *);
} icu;

static pthread_once_t loaded = PTHREAD_ONCE_INIT;

/* The library asked for, and why it could not be used (empty when it could). */
static const char *library_name = "libicuuc.so." STRING(U_ICU_VERSION_MAJOR_NUM);
static char load_error[512];
/* Set (release) once load_error is written: another thread's layout may ask
   while a worker is still loading. */
static int load_failed;

static void load(void) {
    /* Test-only: another name, to see what a machine without ICU does. */
    const char *override = getenv("GRAVITY_TEST_ICU_LIBRARY");
    if (override && *override) library_name = override;
    void *library = dlopen(library_name, RTLD_LAZY | RTLD_LOCAL);
    if (!library) {
        const char *reason = dlerror();
        snprintf(load_error, sizeof load_error, "%s", reason ? reason : "it cannot be loaded");
        __atomic_store_n(&load_failed, 1, __ATOMIC_RELEASE);
        return;
    }
    icu.set_text = dlsym(library, NAME(ubrk_setText));
    icu.next = dlsym(library, NAME(ubrk_next));
    icu.close = dlsym(library, NAME(ubrk_close));
    /* `open` last: it says whether all were found. */
    if (icu.set_text && icu.next && icu.close) icu.open = dlsym(library, NAME(ubrk_open));
    if (!icu.open) {
        snprintf(load_error, sizeof load_error, "it lacks %s", NAME(ubrk_open));
        __atomic_store_n(&load_failed, 1, __ATOMIC_RELEASE);
    }
}

const char *gravity_icu_library(void) { return library_name; }

const char *gravity_icu_load_error(void) { return __atomic_load_n(&load_failed, __ATOMIC_ACQUIRE) ? load_error : NULL; }

gravity_line_breaker *gravity_line_breaker_open(const char *locale) {
    pthread_once(&loaded, load);
    if (!icu.open) return NULL;
    UErrorCode status = U_ZERO_ERROR;
    UBreakIterator *iterator = icu.open(UBRK_LINE, locale, NULL, 0, &status);
    if (U_FAILURE(status)) {
        if (iterator) icu.close(iterator);
        return NULL;
    }
    return (gravity_line_breaker *)iterator;
}

int gravity_line_breaker_set_text(gravity_line_breaker *breaker, const uint16_t *text, int32_t length) {
    UErrorCode status = U_ZERO_ERROR;
    icu.set_text((UBreakIterator *)breaker, (const UChar *)text, length, &status);
    return U_SUCCESS(status) ? 1 : 0;
}

int32_t gravity_line_breaker_next(gravity_line_breaker *breaker) {
    int32_t next = icu.next((UBreakIterator *)breaker);
    return next == UBRK_DONE ? -1 : next;
}

void gravity_line_breaker_close(gravity_line_breaker *breaker) { icu.close((UBreakIterator *)breaker); }

const char *gravity_icu_version(void) { return U_ICU_VERSION; }

const char *gravity_icu_unicode_version(void) { return U_UNICODE_VERSION; }
