package dev.mazziere.games.scopa;

/**
 * Remembers searched Scopa positions by Zobrist key: the value found, whether it is exact
 * or a bound, how many plies it looked ahead, and the best move, in a fixed-size table
 * where a newer entry replaces an older one in its slot. Clearing is a new generation.
 */
final class TranspositionTable {

    private final int mask;
    private final long[] keys;
    private final double[] values;
    private final long[] moves;
    private final byte[] depths;
    private final byte[] bounds;
    private final int[] generations;
    private int generation = 1;

    /** A table of {@code 2^bits} slots. */
    TranspositionTable(int bits) {
        int size = 1 << bits;
        this.mask = size - 1;
        this.keys = new long[size];
        this.values = new double[size];
        this.moves = new long[size];
        this.depths = new byte[size];
        this.bounds = new byte[size];
        this.generations = new int[size];
    }

    /** Forgets every entry. */
    void clear() {
        generation++;
    }

    /** The slot holding {@code key} in this generation, or -1. */
    int find(long key) {
        int slot = (int) (key ^ (key >>> 32)) & mask;
        return generations[slot] == generation && keys[slot] == key ? slot : -1;
    }

    void store(long key, int depth, double value, byte bound, long move) {
        int slot = (int) (key ^ (key >>> 32)) & mask;
        keys[slot] = key;
        values[slot] = value;
        moves[slot] = move;
        depths[slot] = (byte) depth;
        bounds[slot] = bound;
        generations[slot] = generation;
    }

    double value(int slot) {
        return values[slot];
    }

    long move(int slot) {
        return moves[slot];
    }

    int depth(int slot) {
        return depths[slot];
    }

    byte bound(int slot) {
        return bounds[slot];
    }
}
