/* Extended attributes (listxattr, getxattr, fsetxattr): part of glibc, but
   not of the Glibc module Swift imports. */
#include <sys/xattr.h>
