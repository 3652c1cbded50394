package dev.mazziere.game;

import java.util.List;

/**
 * How many seats a game takes: {@code min} to {@code max} inclusive, less the counts in
 * {@code gaps} (Tressette is 2 or 4 players: {@code SeatRange.of(2, 4)} leaves out 3).
 */
public record SeatRange(int min, int max, List<Integer> gaps) {

    public SeatRange {
        if (min < 1 || max < min) {
            throw new IllegalArgumentException("bad seat range " + min + ".." + max);
        }
        gaps = List.copyOf(gaps);
        for (int gap : gaps) {
            if (gap <= min || gap >= max) {
                throw new IllegalArgumentException("a gap lies between min and max: " + gap + " in " + min + ".." + max);
            }
        }
    }

    /** Every count from {@code min} to {@code max}. */
    public SeatRange(int min, int max) {
        this(min, max, List.of());
    }

    /** Exactly these counts, in increasing order: the ones between the first and the last not named are gaps. */
    public static SeatRange of(int... counts) {
        if (counts.length == 0) {
            throw new IllegalArgumentException("no seat count");
        }
        List<Integer> gaps = new java.util.ArrayList<>();
        for (int i = 1; i < counts.length; i++) {
            if (counts[i] <= counts[i - 1]) {
                throw new IllegalArgumentException("seat counts in increasing order: " + java.util.Arrays.toString(counts));
            }
            for (int gap = counts[i - 1] + 1; gap < counts[i]; gap++) {
                gaps.add(gap);
            }
        }
        return new SeatRange(counts[0], counts[counts.length - 1], gaps);
    }

    public boolean contains(int seats) {
        return seats >= min && seats <= max && !gaps.contains(seats);
    }

    /** The counts as players read them: {@code 4}, {@code 3-6}, or with gaps {@code 2/4}. */
    public String text() {
        if (min == max) {
            return Integer.toString(min);
        }
        if (gaps.isEmpty()) {
            return min + "-" + max;
        }
        List<String> counts = new java.util.ArrayList<>();
        for (int n = min; n <= max; n++) {
            if (!gaps.contains(n)) {
                counts.add(Integer.toString(n));
            }
        }
        return String.join("/", counts);
    }

    /** Throws a {@link SetupException} naming the allowed counts when {@code seats} is not one of them. */
    public void check(String gameId, int seats) {
        if (!contains(seats)) {
            String allowed = text();
            throw new SetupException("seats.outOfRange", List.of(gameId, Integer.toString(seats), allowed),
                    gameId + " is played by " + allowed + " players, not " + seats);
        }
    }
}
