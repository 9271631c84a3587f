#include <unicode/ubrk.h>
#include <unicode/uversion.h>
