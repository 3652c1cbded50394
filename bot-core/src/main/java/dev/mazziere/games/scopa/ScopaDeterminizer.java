package dev.mazziere.games.scopa;

import dev.mazziere.ai.Determinizer;
import dev.mazziere.cards.Decks;
import dev.mazziere.cards.ItalianCard;
import dev.mazziere.cards.SeededRandom;
import dev.mazziere.game.MatchState;
import dev.mazziere.game.Options;
import dev.mazziere.game.View;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Set;

/**
 * Deals what one Scopa seat cannot see: every card neither in its hand, on the table nor
 * in a capture pile (each capture was shown) goes at random to the other hands, by their
 * sizes, and to the stock, in a random order. Scopa reveals nothing else about hands.
 *
 * <p>Who captured last (who takes the table at the end of the hand) is not in the view;
 * it remembers it from the plays it sees ({@link ScopaView#last()}), and between its
 * decisions guesses the nearest earlier seat whose side has captures.
 */
final class ScopaDeterminizer implements Determinizer {

    private final ScopaGame game;
    private final Options options;
    private int hand = -1;
    private int lastCapturer = MatchState.NOBODY;
    private List<Integer> pileSizes;

    ScopaDeterminizer(ScopaGame game, Options options) {
        this.game = game;
        this.options = options;
    }

    @Override
    public void observe(View view) {
        ScopaView v = (ScopaView) view;
        if (v.handNumber() != hand) {
            hand = v.handNumber();
            lastCapturer = MatchState.NOBODY;
            pileSizes = null;
        }
        lastCapturer = lastCapturer(v, lastCapturer, pileSizes);
        pileSizes = v.captured().stream().map(List::size).toList();
    }

    /**
     * Who captured last, from the view and what was known at the previous decision of
     * this hand ({@code known}, and the capture piles' sizes then, or null).
     */
    static int lastCapturer(ScopaView v, int known, List<Integer> sizesBefore) {
        if (v.last() != null && !v.last().capture().isEmpty()) {
            return v.last().seat();
        }
        if (v.captured().stream().allMatch(List::isEmpty)) {
            return MatchState.NOBODY;
        }
        boolean grewSince = sizesBefore == null;
        for (int t = 0; !grewSince && t < v.sides(); t++) {
            grewSince = v.captured().get(t).size() != sizesBefore.get(t);
        }
        if (!grewSince && known != MatchState.NOBODY) {
            return known;
        }
        // The nearest earlier seat whose side took something since.
        int from = v.last() != null ? v.last().seat() : v.toAct();
        for (int k = 1; k <= v.seats(); k++) {
            int s = Math.floorMod(from - k, v.seats());
            int side = v.sideOf(s);
            boolean grew = sizesBefore == null ? !v.captured().get(side).isEmpty()
                    : v.captured().get(side).size() != sizesBefore.get(side);
            if (grew) {
                return s;
            }
        }
        return known;
    }

    /** Who captured last in the hand {@code v} shows, as far as the views observed tell. */
    int lastCapturer(ScopaView v) {
        return v.handNumber() == hand ? lastCapturer : lastCapturer(v, MatchState.NOBODY, null);
    }

    @Override
    public MatchState sample(View view, SeededRandom random) {
        ScopaView v = (ScopaView) view;
        Set<ItalianCard> seen = new HashSet<>(v.hand());
        seen.addAll(v.table());
        v.captured().forEach(seen::addAll);
        List<ItalianCard> unseen = new ArrayList<>();
        for (ItalianCard c : Decks.italian40()) {
            if (!seen.contains(c)) {
                unseen.add(c);
            }
        }
        random.shuffle(unseen);
        List<List<ItalianCard>> hands = new ArrayList<>();
        int next = 0;
        for (int s = 0; s < v.seats(); s++) {
            if (s == v.viewer()) {
                hands.add(v.hand());
            } else {
                int size = v.handSizes().get(s);
                hands.add(unseen.subList(next, next + size));
                next += size;
            }
        }
        if (unseen.size() - next != v.stockSize()) {
            throw new IllegalStateException("the view of seat " + v.viewer() + " does not add up: "
                    + unseen.size() + " unseen cards for " + next + " in hands and " + v.stockSize() + " in stock");
        }
        List<ItalianCard> stock = unseen.subList(next, unseen.size());
        int capturer = lastCapturer(v);
        return ScopaMatch.fromView(game, options, v, hands, stock, capturer, random.split());
    }
}
