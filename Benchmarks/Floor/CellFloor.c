#include "CellFloor.h"

#include <stdlib.h>
#include <string.h>

floor_frame *floor_frame_create(int32_t columns, int32_t rows) {
    if (columns <= 0 || rows <= 0) return NULL;
    size_t count = (size_t)columns * (size_t)rows;
    floor_frame *frame = calloc(1, sizeof(floor_frame));
    if (frame == NULL) return NULL;
    frame->columns = columns;
    frame->rows = rows;
    frame->cells = calloc(count, sizeof(floor_cell));
    frame->last = calloc(count, sizeof(floor_cell));
    // At most one run per two columns in a row (a run ends at an unchanged cell).
    frame->runs = calloc(count / 2 + (size_t)rows, sizeof(floor_run));
    if (frame->cells == NULL || frame->last == NULL || frame->runs == NULL) {
        floor_frame_destroy(frame);
        return NULL;
    }
    for (size_t index = 0; index < count; index++) {
        frame->cells[index] = (floor_cell){.scalar = ' ', .width = 1};
        frame->last[index] = frame->cells[index];
    }
    return frame;
}

void floor_frame_destroy(floor_frame *frame) {
    if (frame == NULL) return;
    free(frame->cells);
    free(frame->last);
    free(frame->runs);
    free(frame);
}

void floor_write_text(floor_frame *frame, const char *text, int32_t length, uint32_t foreground,
                      uint32_t background, uint8_t attributes) {
    if (length <= 0) return;
    for (int32_t y = 0; y < frame->rows; y++) {
        floor_cell *row = frame->cells + (size_t)y * (size_t)frame->columns;
        int32_t index = 0;
        for (int32_t x = 0; x < frame->columns; x++) {
            uint8_t byte = (uint8_t)text[index];
            if (++index == length) index = 0;
            row[x] = (floor_cell){
                .scalar = byte,
                .foreground = foreground,
                .background = background,
                .attributes = attributes,
                .width = 1,
            };
        }
    }
}

void floor_fill(floor_frame *frame, floor_cell cell) {
    for (int32_t y = 0; y < frame->rows; y++) {
        floor_cell *row = frame->cells + (size_t)y * (size_t)frame->columns;
        for (int32_t x = 0; x < frame->columns; x++) row[x] = cell;
    }
}

static int cells_equal(const floor_cell *a, const floor_cell *b) {
    return memcmp(a, b, sizeof(floor_cell)) == 0;
}

int32_t floor_diff(floor_frame *frame) {
    int32_t count = 0;
    for (int32_t y = 0; y < frame->rows; y++) {
        const floor_cell *now = frame->cells + (size_t)y * (size_t)frame->columns;
        const floor_cell *before = frame->last + (size_t)y * (size_t)frame->columns;
        int32_t start = -1;
        for (int32_t x = 0; x < frame->columns; x++) {
            int changed = !cells_equal(now + x, before + x);
            if (changed && start < 0) start = x;
            if (!changed && start >= 0) {
                frame->runs[count++] = (floor_run){y, start, x};
                start = -1;
            }
        }
        if (start >= 0) frame->runs[count++] = (floor_run){y, start, frame->columns};
    }
    frame->run_count = count;
    return count;
}

void floor_keep(floor_frame *frame) {
    memcpy(frame->last, frame->cells, (size_t)frame->columns * (size_t)frame->rows * sizeof(floor_cell));
}

int32_t floor_frame_step(floor_frame *frame, const char *text, int32_t length, uint32_t foreground) {
    floor_write_text(frame, text, length, foreground, 0, 0);
    int32_t runs = floor_diff(frame);
    floor_keep(frame);
    return runs;
}

int32_t floor_cell_size(void) { return (int32_t)sizeof(floor_cell); }
