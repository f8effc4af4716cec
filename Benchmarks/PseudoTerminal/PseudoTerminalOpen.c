#define _XOPEN_SOURCE 600
#define _DEFAULT_SOURCE
#include "PseudoTerminalOpen.h"

#include <errno.h>
#include <fcntl.h>
#include <stdlib.h>
#include <sys/ioctl.h>
#include <termios.h>
#include <unistd.h>

int pseudo_terminal_open(int columns, int rows, int *master, int *slave) {
    if (columns <= 0 || rows <= 0 || columns > 0xFFFF || rows > 0xFFFF) {
        errno = EINVAL;
        return -1;
    }
    int primary = posix_openpt(O_RDWR | O_NOCTTY);
    if (primary < 0) return -1;
    const char *name = NULL;
    if (grantpt(primary) != 0 || unlockpt(primary) != 0 || (name = ptsname(primary)) == NULL) {
        int saved = errno;
        close(primary);
        errno = saved;
        return -1;
    }
    int secondary = open(name, O_RDWR | O_NOCTTY);
    if (secondary < 0) {
        int saved = errno;
        close(primary);
        errno = saved;
        return -1;
    }
    struct termios modes;
    if (tcgetattr(secondary, &modes) == 0) {
        cfmakeraw(&modes);
        tcsetattr(secondary, TCSANOW, &modes);
    }
    struct winsize size = {.ws_row = (unsigned short)rows, .ws_col = (unsigned short)columns};
    ioctl(secondary, TIOCSWINSZ, &size);
    *master = primary;
    *slave = secondary;
    return 0;
}
