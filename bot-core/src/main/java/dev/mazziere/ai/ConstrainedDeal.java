package dev.mazziere.ai;

import dev.mazziere.cards.SeededRandom;
import java.util.ArrayList;
import java.util.List;

/**
 * Deals unseen cards at random into hands of given sizes where some seats may not hold
 * some cards (a seat that failed to follow suit holds none of it): a helper for
 * {@link Determinizer}s. The most constrained cards are placed first, each to a random
 * seat that may hold it, in proportion to the room left; a dead end starts over.
 */
public final class ConstrainedDeal {

    /** Whether {@code seat} may hold {@code card}. */
    @FunctionalInterface
    public interface Allowed<C> {
        boolean test(int seat, C card);
    }

    private static final int ATTEMPTS = 200;

    private ConstrainedDeal() {
    }

    /**
     * @param cards the unseen cards; exactly as many as the sizes add up to, or more (the
     *              rest is returned last, shuffled, as the stock)
     * @param sizes how many cards each seat gets (0 for the viewer)
     * @return one list per seat, then the leftover cards
     */
    public static <C> List<List<C>> deal(List<C> cards, int[] sizes, Allowed<C> allowed, SeededRandom random) {
        for (int attempt = 0; attempt < ATTEMPTS; attempt++) {
            List<List<C>> out = tryDeal(cards, sizes, allowed, random);
            if (out != null) {
                return out;
            }
        }
        // Constraints that cannot all hold (they were inferred wrongly): ignore them.
        return tryDeal(cards, sizes, (s, c) -> true, random);
    }

    private static <C> List<List<C>> tryDeal(List<C> cards, int[] sizes, Allowed<C> allowed, SeededRandom random) {
        int seats = sizes.length;
        List<C> pool = new ArrayList<>(cards);
        random.shuffle(pool);
        int total = 0;
        for (int size : sizes) {
            total += size;
        }
        // The leftover (stock) is a seat of its own that may hold anything.
        int[] room = new int[seats + 1];
        System.arraycopy(sizes, 0, room, 0, seats);
        room[seats] = pool.size() - total;
        if (room[seats] < 0) {
            throw new IllegalArgumentException(pool.size() + " cards cannot fill hands of " + total);
        }
        // Most constrained first: fewest seats that may hold the card.
        int[] options = new int[pool.size()];
        Integer[] order = new Integer[pool.size()];
        for (int i = 0; i < pool.size(); i++) {
            order[i] = i;
            for (int s = 0; s < seats; s++) {
                if (sizes[s] > 0 && allowed.test(s, pool.get(i))) {
                    options[i]++;
                }
            }
        }
        java.util.Arrays.sort(order, (a, b) -> Integer.compare(options[a], options[b]));
        List<List<C>> out = new ArrayList<>();
        for (int s = 0; s <= seats; s++) {
            out.add(new ArrayList<>());
        }
        for (int idx : order) {
            C card = pool.get(idx);
            int weight = 0;
            for (int s = 0; s <= seats; s++) {
                if (room[s] > 0 && (s == seats || allowed.test(s, card))) {
                    weight += room[s];
                }
            }
            if (weight == 0) {
                return null;
            }
            int pick = random.nextInt(weight);
            for (int s = 0; s <= seats; s++) {
                if (room[s] > 0 && (s == seats || allowed.test(s, card))) {
                    pick -= room[s];
                    if (pick < 0) {
                        out.get(s).add(card);
                        room[s]--;
                        break;
                    }
                }
            }
        }
        random.shuffle(out.get(seats));
        return out;
    }
}
