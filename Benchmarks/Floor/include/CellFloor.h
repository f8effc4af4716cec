#ifndef TESSERA_CELL_FLOOR_H
#define TESSERA_CELL_FLOOR_H

#include <stdint.h>

/// A frame's cell work in plain C: the physical floor Tessera's cell layer is measured against.
/// A cell is 16 bytes, as Tessera's `Cell` is: a Unicode scalar, two resolved colours, attributes
/// and a width.
typedef struct {
    uint32_t scalar;
    uint32_t foreground;
    uint32_t background;
    uint8_t attributes;
    uint8_t width;
    uint16_t spare;
} floor_cell;

/// A changed stretch of one row: columns [start, end).
typedef struct {
    int32_t row;
    int32_t start;
    int32_t end;
} floor_run;

/// The screen being drawn, the last frame kept, and room for every changed run.
typedef struct {
    int32_t columns;
    int32_t rows;
    floor_cell *cells;
    floor_cell *last;
    floor_run *runs;
    int32_t run_count;
} floor_frame;

/// A blank frame of `columns` × `rows` cells (and a blank last frame); NULL when out of memory.
floor_frame *floor_frame_create(int32_t columns, int32_t rows);
void floor_frame_destroy(floor_frame *frame);

/// Writes every cell: each row shows `text` (ASCII, `length` bytes), repeated to the width.
void floor_write_text(floor_frame *frame, const char *text, int32_t length, uint32_t foreground,
                      uint32_t background, uint8_t attributes);

/// Stores `cell` in every cell: a fill of the whole screen.
void floor_fill(floor_frame *frame, floor_cell cell);

/// Compares every cell with the last frame and records the changed runs; returns how many.
int32_t floor_diff(floor_frame *frame);

/// Keeps the frame as the last one.
void floor_keep(floor_frame *frame);

/// A whole frame's cell work: write every cell, compare with the last frame, keep it.
int32_t floor_frame_step(floor_frame *frame, const char *text, int32_t length, uint32_t foreground);

/// The size of a cell in bytes.
int32_t floor_cell_size(void);

#endif
