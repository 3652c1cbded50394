package dev.mazziere.games.tressette;

import dev.mazziere.cards.ItalianCard;
import dev.mazziere.cards.SeededRandom;

/**
 * Deals the cards one seat has not seen, for one view, many times over, fast: the unseen
 * cards go at random to the other hands (besides the cards seen in them) and, with 2
 * players, to the stock in a random order; a seat that showed a void gets none of that
 * suit, and when the accusi can be read ({@link TressetteReading#accusiReadable}) a deal whose
 * hands dealt would have declared other combinations than those declared is dealt again,
 * up to {@link #TRIES} times, keeping the closest. Everything that depends only on the
 * view is worked out once, in the constructor. Not thread-safe.
 */
final class TressetteSampler {

    /** Deals tried for one that fits the accusi declared (or not). */
    static final int TRIES = 16;
    private static final int ATTEMPTS = 100;

    private final TressetteView view;
    /** The position the view shows, hands and stock aside. */
    private final TressettePosition base;
    private final int seats;
    /** The unseen cards, the most constrained first (by how many seats may hold them). */
    private final int[] unseen;
    private final int[] constraint;
    /** How many unseen cards each seat gets; the stock's count last. */
    private final int[] sizes;
    /** The cards each seat may hold (not of a suit it showed a void in); the stock any. */
    private final long[] allowed;
    /** Each seat's cards known to all: the viewer's whole hand, the others' shown cards. */
    private final long[] known;
    /** For the accusi: which seats to check, their cards dealt known already, the signature wanted. */
    private final boolean[] check;
    private final long[] dealtKnown;
    private final int[] wanted;
    private final boolean anyCheck;

    // Scratch, reused by every deal.
    private final int[] order;
    private final int[] room;
    private final long[] dealt;
    private final int[] stock;

    TressetteSampler(TressetteView v, TressetteReading read) {
        this.view = v;
        this.seats = v.seats();
        this.base = TressettePosition.of(v, new int[0]);
        boolean[] seen = new boolean[40];
        for (ItalianCard c : v.hand()) {
            seen[c.index()] = true;
        }
        v.taken().forEach(pile -> pile.forEach(c -> seen[c.index()] = true));
        v.trick().forEach(p -> seen[p.card().index()] = true);
        this.sizes = new int[seats + 1];
        this.allowed = new long[seats + 1];
        this.known = new long[seats];
        int dealtCount = 0;
        for (int s = 0; s < seats; s++) {
            if (s == v.viewer()) {
                known[s] = TressettePosition.bits(v.hand());
                continue;
            }
            known[s] = TressettePosition.bits(v.shown().get(s));
            v.shown().get(s).forEach(c -> seen[c.index()] = true);
            sizes[s] = v.handSizes().get(s) - v.shown().get(s).size();
            dealtCount += sizes[s];
            for (int suit = 0; suit < 4; suit++) {
                if (!read.isVoid(s, suit)) {
                    allowed[s] |= TressettePosition.SUIT_MASK[suit];
                }
            }
        }
        allowed[seats] = -1L;
        int n = 0;
        int[] cards = new int[40];
        for (int i = 0; i < 40; i++) {
            if (!seen[i]) {
                cards[n++] = i;
            }
        }
        this.unseen = java.util.Arrays.copyOf(cards, n);
        sizes[seats] = n - dealtCount;
        if (sizes[seats] < 0 || sizes[seats] != v.stock()) {
            throw new IllegalStateException(n + " unseen cards for " + dealtCount + " in hands and a stock of " + v.stock());
        }
        this.constraint = new int[n];
        for (int i = 0; i < n; i++) {
            for (int s = 0; s < seats; s++) {
                if (sizes[s] > 0 && (allowed[s] >>> unseen[i] & 1) != 0) {
                    constraint[i]++;
                }
            }
        }
        this.check = new boolean[seats];
        this.dealtKnown = new long[seats];
        this.wanted = new int[seats];
        boolean any = false;
        if (read.accusiReadable(v)) {
            for (int s = 0; s < seats; s++) {
                if (s != v.viewer() && v.opened(s)) {
                    check[s] = true;
                    any = true;
                    dealtKnown[s] = (read.played(s) | known[s]) & ~read.drawn(s);
                    wanted[s] = TressetteReading.signature(v.declared().get(s));
                }
            }
        }
        this.anyCheck = any;
        this.order = new int[n];
        this.room = new int[seats + 1];
        this.dealt = new long[seats + 1];
        this.stock = new int[sizes[seats]];
    }

    /** A position the view describes, its unseen cards dealt at random as read. */
    TressettePosition position(SeededRandom random) {
        long[] best = null;
        int[] bestStock = null;
        int bestMisfit = Integer.MAX_VALUE;
        for (int t = 0; t < TRIES && bestMisfit > 0; t++) {
            dealOnce(random);
            int misfit = misfit();
            if (misfit < bestMisfit) {
                bestMisfit = misfit;
                best = dealt.clone();
                bestStock = stock.clone();
            }
        }
        TressettePosition p = base.withStock(bestStock);
        for (int s = 0; s < seats; s++) {
            p.hands[s] = known[s] | (s == view.viewer() ? 0 : best[s]);
        }
        return p;
    }

    /** Deals the unseen cards once, into {@link #dealt} and {@link #stock}. */
    private void dealOnce(SeededRandom random) {
        for (int attempt = 0; attempt < ATTEMPTS; attempt++) {
            if (tryDeal(random, attempt < ATTEMPTS - 1)) {
                return;
            }
        }
        throw new IllegalStateException("no deal fits the voids");
    }

    /** One deal; false at a dead end. Without {@code constrained}, the voids are ignored (read wrongly). */
    private boolean tryDeal(SeededRandom random, boolean constrained) {
        int n = unseen.length;
        for (int i = 0; i < n; i++) {
            order[i] = i;
        }
        for (int i = n - 1; i > 0; i--) {
            int j = random.nextInt(i + 1);
            int x = order[i];
            order[i] = order[j];
            order[j] = x;
        }
        if (constrained) {
            // Most constrained first; a stable insertion sort keeps the shuffle within each group.
            for (int i = 1; i < n; i++) {
                int x = order[i];
                int j = i - 1;
                while (j >= 0 && constraint[order[j]] > constraint[x]) {
                    order[j + 1] = order[j];
                    j--;
                }
                order[j + 1] = x;
            }
        }
        System.arraycopy(sizes, 0, room, 0, seats + 1);
        java.util.Arrays.fill(dealt, 0);
        int stocked = 0;
        for (int i = 0; i < n; i++) {
            int card = unseen[order[i]];
            int weight = 0;
            for (int s = 0; s <= seats; s++) {
                if (room[s] > 0 && (!constrained || (allowed[s] >>> card & 1) != 0)) {
                    weight += room[s];
                }
            }
            if (weight == 0) {
                return false;
            }
            int pick = random.nextInt(weight);
            for (int s = 0; s <= seats; s++) {
                if (room[s] > 0 && (!constrained || (allowed[s] >>> card & 1) != 0)) {
                    pick -= room[s];
                    if (pick < 0) {
                        room[s]--;
                        if (s == seats) {
                            stock[stocked++] = card;
                        } else {
                            dealt[s] |= 1L << card;
                        }
                        break;
                    }
                }
            }
        }
        for (int i = stocked - 1; i > 0; i--) {
            int j = random.nextInt(i + 1);
            int x = stock[i];
            stock[i] = stock[j];
            stock[j] = x;
        }
        return true;
    }

    /** How many checked seats' hands dealt would have declared other accusi than they did. */
    private int misfit() {
        if (!anyCheck) {
            return 0;
        }
        int misfit = 0;
        for (int s = 0; s < seats; s++) {
            if (check[s] && TressetteReading.signature(dealtKnown[s] | dealt[s]) != wanted[s]) {
                misfit++;
            }
        }
        return misfit;
    }
}
