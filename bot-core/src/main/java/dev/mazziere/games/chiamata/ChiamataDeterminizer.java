package dev.mazziere.games.chiamata;

import dev.mazziere.ai.Determinizer;
import dev.mazziere.cards.ItalianCard;
import dev.mazziere.cards.SeededRandom;
import dev.mazziere.game.MatchState;
import dev.mazziere.game.Options;
import dev.mazziere.game.View;
import dev.mazziere.games.tricks.ItalianOrder;
import dev.mazziere.games.tricks.TrickEvents;
import java.util.ArrayList;
import java.util.List;

/**
 * Deals what one Briscola chiamata seat cannot see: every card not in its hand and not
 * played goes to the other hands, by their sizes. Two readings shape the deal. The called
 * card, while nobody has played it and the seat does not hold it, goes to a seat drawn
 * from {@link ChiamataReading}: who may be the partner, from what the play has shown. And
 * a caller calls the card below the briscole it holds: each briscola stronger than the
 * called card that the seat has not seen goes to the caller three times in four (then the
 * rest at random). The view carries every card played this hand, so the determinizer needs
 * no memory.
 */
final class ChiamataDeterminizer implements Determinizer {

    /** The chance that a briscola stronger than the called card, not seen, is the caller's. */
    static final double HIGHER_TRUMP_WITH_CALLER = 0.75;

    private final ChiamataGame game;
    private final Options options;

    ChiamataDeterminizer(ChiamataGame game, Options options) {
        this.game = game;
        this.options = options;
    }

    @Override
    public MatchState sample(View view, SeededRandom random) {
        ChiamataView v = (ChiamataView) view;
        Hidden h = hidden(v);
        return ChiamataMatch.fromView(game, options, v, h.deal(random), random.split());
    }

    /**
     * What a view hides, worked out once per decision: the cards nobody may be seen holding,
     * how many each other hand takes, and where the called card may be.
     */
    Hidden hidden(ChiamataView v) {
        return new Hidden(v);
    }

    /** The hidden cards of one view and how to deal them. */
    static final class Hidden {
        private final ChiamataView v;
        private final int[] unseen;
        private final int[] room;
        /** The called card, when it is to be dealt to a drawn seat; else -1. */
        private final int called;
        private final double[] holder;
        /** The briscole stronger than the called card that are to be dealt, when the caller is another seat. */
        private final int[] higherTrumps;

        Hidden(ChiamataView v) {
            this.v = v;
            int seats = v.seats();
            boolean[] seen = new boolean[40];
            for (ItalianCard c : v.hand()) {
                seen[c.index()] = true;
            }
            for (TrickEvents.Play<ItalianCard> p : v.plays()) {
                seen[p.card().index()] = true;
            }
            this.room = new int[seats];
            for (int s = 0; s < seats; s++) {
                room[s] = s == v.viewer() ? 0 : v.table().handSizes().get(s);
            }
            ItalianCard call = v.called();
            if (call != null && !seen[call.index()]) {
                this.called = call.index();
                seen[called] = true;
                this.holder = ChiamataReading.holder(v);
            } else {
                this.called = -1;
                this.holder = null;
            }
            List<Integer> higher = new ArrayList<>();
            if (call != null && v.caller() != v.viewer()) {
                for (int rank = 1; rank <= 10; rank++) {
                    ItalianCard c = ItalianCard.of(rank, call.suit());
                    if (!seen[c.index()] && ItalianOrder.BRISCOLA.strength(c) > ItalianOrder.BRISCOLA.strength(call)) {
                        higher.add(c.index());
                        seen[c.index()] = true;
                    }
                }
            }
            this.higherTrumps = higher.stream().mapToInt(Integer::intValue).toArray();
            int count = 0;
            int[] rest = new int[40];
            for (int i = 0; i < 40; i++) {
                if (!seen[i]) {
                    rest[count++] = i;
                }
            }
            this.unseen = java.util.Arrays.copyOf(rest, count);
        }

        /** The view this deal is for. */
        ChiamataView view() {
            return v;
        }

        /** One deal: for each seat, the cards its hand holds (the viewer's as it is). */
        List<List<ItalianCard>> deal(SeededRandom random) {
            int seats = v.seats();
            int[][] hands = dealIndices(random);
            List<List<ItalianCard>> out = new ArrayList<>(seats);
            for (int s = 0; s < seats; s++) {
                List<ItalianCard> cards = new ArrayList<>();
                if (s == v.viewer()) {
                    cards.addAll(v.hand());
                } else {
                    for (int c : hands[s]) {
                        cards.add(ItalianCard.ofIndex(c));
                    }
                }
                out.add(cards);
            }
            return out;
        }

        /** One deal as card indices per seat (the viewer's entry empty). */
        int[][] dealIndices(SeededRandom random) {
            int seats = v.seats();
            int[] left = room.clone();
            int[][] hands = new int[seats][];
            int[] filled = new int[seats];
            for (int s = 0; s < seats; s++) {
                hands[s] = new int[left[s]];
            }
            if (called >= 0) {
                int h = draw(holder, left, random);
                hands[h][filled[h]++] = called;
                left[h]--;
            }
            int[] pool = new int[unseen.length + higherTrumps.length];
            int poolSize = 0;
            int caller = v.caller();
            for (int c : higherTrumps) {
                if (left[caller] > 0 && random.nextDouble() < HIGHER_TRUMP_WITH_CALLER) {
                    hands[caller][filled[caller]++] = c;
                    left[caller]--;
                } else {
                    pool[poolSize++] = c;
                }
            }
            for (int c : unseen) {
                pool[poolSize++] = c;
            }
            for (int i = poolSize - 1; i > 0; i--) {
                int j = random.nextInt(i + 1);
                int tmp = pool[i];
                pool[i] = pool[j];
                pool[j] = tmp;
            }
            int next = 0;
            for (int s = 0; s < seats; s++) {
                while (left[s] > 0) {
                    hands[s][filled[s]++] = pool[next++];
                    left[s]--;
                }
            }
            return hands;
        }

        /** A seat drawn by {@code weights} among those with room left. */
        private static int draw(double[] weights, int[] left, SeededRandom random) {
            double total = 0;
            for (int s = 0; s < weights.length; s++) {
                total += left[s] > 0 ? weights[s] : 0;
            }
            double x = random.nextDouble() * total;
            int last = -1;
            for (int s = 0; s < weights.length; s++) {
                if (left[s] > 0 && weights[s] > 0) {
                    last = s;
                    x -= weights[s];
                    if (x < 0) {
                        return s;
                    }
                }
            }
            if (last >= 0) {
                return last;
            }
            for (int s = 0; s < left.length; s++) {
                if (left[s] > 0) {
                    return s;
                }
            }
            throw new IllegalStateException("no room for the called card");
        }
    }
}
