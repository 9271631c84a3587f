#include <fribidi.h>

/* FriBiDi's paragraph directions are macros Swift cannot import. */
static inline FriBidiParType gravity_fribidi_par_ltr(void) { return FRIBIDI_PAR_LTR; }
static inline FriBidiParType gravity_fribidi_par_rtl(void) { return FRIBIDI_PAR_RTL; }
static inline FriBidiParType gravity_fribidi_par_auto(void) { return FRIBIDI_PAR_ON; }
