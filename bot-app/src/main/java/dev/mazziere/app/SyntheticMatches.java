package dev.mazziere.app;

import dev.mazziere.ai.Level;
import dev.mazziere.cards.SeededRandom;
import dev.mazziere.rating.Member;
import dev.mazziere.rating.RatedMatch;
import dev.mazziere.rating.Side;
import java.time.Duration;
import java.time.Instant;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Comparator;
import java.util.List;

/**
 * Makes seeded synthetic finished matches for {@code bench ratings}, shaped like a busy
 * bot's: players in chat groups of 3 to 40 whose activity is skewed (a few groups play
 * most), Mazziere's table shapes (Scopa 2-3 alone or 2+2, Scopone 2+2, Traversone 3-6,
 * Napoleone 2-7, Ramino 2-5, Ramino due mazzi 2-6), computer seats (one seat in ten, and
 * a solo table against the computer in twelve matches), seats the computer took over (3%
 * of humans) and close finishes tied. Each player has a hidden skill; a side's
 * performance is its members' skills plus noise, and places follow performances, so the
 * ratings have something true to learn ({@link #skill}).
 */
final class SyntheticMatches {

    /** A table shape: its leaderboard, how many sides (from, to) and the players per side. */
    private record Shape(String board, int minSides, int maxSides, int teamSize, int weight) {
    }

    private static final List<Shape> SHAPES = List.of(
            new Shape("scopa", 2, 3, 1, 25), new Shape("scopa", 2, 2, 2, 10), new Shape("scopone", 2, 2, 2, 10),
            new Shape("traversone", 3, 6, 1, 15), new Shape("napoleone", 2, 7, 1, 15),
            new Shape("ramino", 2, 5, 1, 20), new Shape("ramino due mazzi", 2, 6, 1, 5));
    private static final Level[] LEVELS = Level.values();
    private static final double NOISE = 25.0 / 6.0;

    private final SeededRandom random;
    private final double[] skill;
    private final int[][] groups;
    private final double[] groupWeight;
    private final int shapeWeight = SHAPES.stream().mapToInt(Shape::weight).sum();
    private Instant clock = Instant.parse("2026-01-01T00:00:00Z");

    SyntheticMatches(int players, long seed) {
        this.random = new SeededRandom(seed);
        this.skill = new double[players];
        for (int p = 0; p < players; p++) {
            skill[p] = 25 + 4 * gaussian();
        }
        List<int[]> made = new ArrayList<>();
        for (int from = 0; from < players; ) {
            int size = Math.min(players - from, 3 + random.nextInt(38));
            int[] g = new int[size];
            for (int i = 0; i < size; i++) {
                g[i] = from + i;
            }
            made.add(g);
            from += size;
        }
        this.groups = made.toArray(int[][]::new);
        this.groupWeight = new double[groups.length];
        double total = 0;
        for (int g = 0; g < groups.length; g++) {
            total += 1.0 / (1 + random.nextInt(groups.length));
            groupWeight[g] = total;
        }
    }

    /** The hidden skill of player {@code p} (the id {@code "p" + p}), on the model's scale. */
    double skill(int p) {
        return skill[p];
    }

    /** The chat group of player {@code p}: the one it plays its matches in ({@code bench records} names chats so). */
    int groupOf(int p) {
        for (int g = 0; g < groups.length; g++) {
            if (p <= groups[g][groups[g].length - 1]) {
                return g;
            }
        }
        throw new IllegalArgumentException("no player " + p);
    }

    /** {@code count} matches in the order they ended, a few minutes apart over about a year. */
    List<RatedMatch> matches(int count) {
        long step = Duration.ofDays(365).toSeconds() / Math.max(1, count);
        List<RatedMatch> out = new ArrayList<>(count);
        for (int i = 0; i < count; i++) {
            clock = clock.plusSeconds(1 + random.nextInt((int) Math.max(1, 2 * step)));
            out.add(next());
        }
        return out;
    }

    private RatedMatch next() {
        Shape shape = shape();
        int sides = shape.minSides() + random.nextInt(shape.maxSides() - shape.minSides() + 1);
        int[] group = group();
        List<Integer> seatable = new ArrayList<>();
        for (int p : group) {
            seatable.add(p);
        }
        random.shuffle(seatable);
        boolean solo = random.nextInt(12) == 0;
        List<List<Member>> members = new ArrayList<>();
        double[] performance = new double[sides];
        int next = 0;
        for (int s = 0; s < sides; s++) {
            List<Member> side = new ArrayList<>();
            for (int m = 0; m < shape.teamSize(); m++) {
                boolean human = next < seatable.size() && (solo ? s == 0 && m == 0 : random.nextInt(10) != 0);
                if (human) {
                    int p = seatable.get(next++);
                    performance[s] += skill[p];
                    side.add(Member.seat("p" + p, Level.MEDIUM, random.nextInt(33) != 0));
                } else {
                    Member.Computer c = new Member.Computer(LEVELS[random.nextInt(LEVELS.length)]);
                    performance[s] += c.rating().mu();
                    side.add(c);
                }
            }
            performance[s] += NOISE * Math.sqrt(shape.teamSize()) * gaussian();
            members.add(side);
        }
        return new RatedMatch(shape.board(), clock, places(members, performance));
    }

    /** Sides placed by performance, best first; sides within 0.3 of the one ahead tie with it. */
    private static List<Side> places(List<List<Member>> members, double[] performance) {
        Integer[] order = new Integer[performance.length];
        Arrays.setAll(order, i -> i);
        Arrays.sort(order, Comparator.comparingDouble(i -> -performance[i]));
        int[] place = new int[performance.length];
        for (int k = 0; k < order.length; k++) {
            boolean tie = k > 0 && performance[order[k - 1]] - performance[order[k]] < 0.3;
            place[order[k]] = tie ? place[order[k - 1]] : k + 1;
        }
        List<Side> sides = new ArrayList<>();
        for (int s = 0; s < members.size(); s++) {
            sides.add(new Side(members.get(s), place[s]));
        }
        return sides;
    }

    private Shape shape() {
        int r = random.nextInt(shapeWeight);
        for (Shape s : SHAPES) {
            r -= s.weight();
            if (r < 0) {
                return s;
            }
        }
        throw new AssertionError();
    }

    private int[] group() {
        double r = random.nextDouble() * groupWeight[groupWeight.length - 1];
        int i = Arrays.binarySearch(groupWeight, r);
        return groups[i >= 0 ? i : -i - 1];
    }

    /** A standard normal draw (Box-Muller). */
    private double gaussian() {
        double u = 1 - random.nextDouble();
        return Math.sqrt(-2 * Math.log(u)) * Math.cos(2 * Math.PI * random.nextDouble());
    }
}
