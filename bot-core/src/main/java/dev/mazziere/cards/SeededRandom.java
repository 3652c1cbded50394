package dev.mazziere.cards;

import java.util.List;

/**
 * The only source of chance in a match: SplitMix64, written out here so that a
 * stored seed deals the same cards on every JVM version, for ever. A match that is
 * persisted as seed + moves depends on this sequence never changing.
 */
public final class SeededRandom {

    private long state;

    public SeededRandom(long seed) {
        this.state = seed;
    }

    private SeededRandom(SeededRandom other) {
        this.state = other.state;
    }

    public SeededRandom copy() {
        return new SeededRandom(this);
    }

    public long nextLong() {
        long z = (state += 0x9E3779B97F4A7C15L);
        z = (z ^ (z >>> 30)) * 0xBF58476D1CE4E5B9L;
        z = (z ^ (z >>> 27)) * 0x94D049BB133111EBL;
        return z ^ (z >>> 31);
    }

    /** A uniform int in [0, bound), without modulo bias. */
    public int nextInt(int bound) {
        if (bound <= 0) {
            throw new IllegalArgumentException("bound must be positive: " + bound);
        }
        // Rejection sampling over 63 bits, as java.util.Random does: no modulo bias.
        long m = bound - 1L;
        long u = nextLong() >>> 1;
        long r = u % bound;
        while (u - r + m < 0) {
            u = nextLong() >>> 1;
            r = u % bound;
        }
        return (int) r;
    }

    /** A uniform double in [0, 1). */
    public double nextDouble() {
        return (nextLong() >>> 11) * 0x1.0p-53;
    }

    /** Fisher-Yates shuffle in place. */
    public <T> void shuffle(List<T> list) {
        for (int i = list.size() - 1; i > 0; i--) {
            int j = nextInt(i + 1);
            T tmp = list.get(i);
            list.set(i, list.get(j));
            list.set(j, tmp);
        }
    }

    /** A seed for an independent stream derived from this one. */
    public long split() {
        return nextLong();
    }

    @Override
    public boolean equals(Object o) {
        return o instanceof SeededRandom r && r.state == state;
    }

    @Override
    public int hashCode() {
        return Long.hashCode(state);
    }
}
