#ifndef TESSERA_PSEUDO_TERMINAL_OPEN_H
#define TESSERA_PSEUDO_TERMINAL_OPEN_H

/// Opens a pseudo-terminal of `columns` × `rows` in raw mode (bytes pass unchanged) and stores its
/// master and slave descriptors. Returns 0, or -1 with errno set (and nothing left open).
int pseudo_terminal_open(int columns, int rows, int *master, int *slave);

#endif
