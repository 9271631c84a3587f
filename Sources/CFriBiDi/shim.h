#include <fribidi.h>

/* FriBiDi's paragraph directions are macros Swift cannot import. */
static inline FriBidiParType gravity_fribidi_par_ltr(void) { return FRIBIDI_PAR_LTR; }
static inline FriBidiParType gravity_fribidi_par_rtl(void) { return FRIBIDI_PAR_RTL; }
/* First strong character decides (P2-P3); without one, left to right / right to left. */
static inline FriBidiParType gravity_fribidi_par_weak_ltr(void) { return FRIBIDI_PAR_WLTR; }
static inline FriBidiParType gravity_fribidi_par_weak_rtl(void) { return FRIBIDI_PAR_WRTL; }
/* Whether a resolved paragraph direction is right to left. */
static inline int gravity_fribidi_par_is_rtl(FriBidiParType type) { return FRIBIDI_IS_RTL(type) ? 1 : 0; }
