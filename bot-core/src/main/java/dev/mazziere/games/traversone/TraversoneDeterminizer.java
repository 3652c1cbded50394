package dev.mazziere.games.traversone;

import dev.mazziere.ai.ConstrainedDeal;
import dev.mazziere.ai.Determinizer;
import dev.mazziere.cards.ItalianCard;
import dev.mazziere.cards.ItalianSuit;
import dev.mazziere.cards.SeededRandom;
import dev.mazziere.game.MatchState;
import dev.mazziere.game.Options;
import dev.mazziere.game.View;
import dev.mazziere.games.tricks.TrickEvents;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Set;

/**
 * Deals what one Traversone seat cannot see: every card of the deck not in its hand,
 * not taken and not on the table goes at random to the other hands, by their sizes,
 * except that a seat that once failed to follow a suit gets none of it. The view shows
 * the trick on the table and the last one; the voids of earlier tricks it remembers
 * from its previous views (a seat sees every trick, since it plays in each).
 */
final class TraversoneDeterminizer implements Determinizer {

    private final TraversoneGame game;
    private final Options options;
    private int hand = -1;
    private boolean[][] voids;
    private TraversoneView previous;

    TraversoneDeterminizer(TraversoneGame game, Options options) {
        this.game = game;
        this.options = options;
    }

    @Override
    public boolean morePointsBetter() {
        return false;
    }

    @Override
    public void observe(View view) {
        TraversoneView v = (TraversoneView) view;
        if (v.handNumber() != hand || voids == null) {
            hand = v.handNumber();
            voids = new boolean[v.seats()][ItalianSuit.values().length];
            previous = null;
        }
        // The trick completed since the previous view, if we saw it begin.
        if (previous != null && v.lastTrick() != null && v.tricksPlayed() == previous.tricksPlayed() + 1) {
            List<ItalianCard> cards = v.lastTrick().cards();
            for (int i = 1; i < cards.size(); i++) {
                if (cards.get(i).suit() != cards.get(0).suit()) {
                    voids[(previous.leader() + i) % v.seats()][cards.get(0).suit().ordinal()] = true;
                }
            }
        }
        noteTrick(v, voids);
        previous = v;
    }

    private static void noteTrick(TraversoneView v, boolean[][] voids) {
        if (v.trick().isEmpty()) {
            return;
        }
        ItalianSuit led = v.trick().get(0).card().suit();
        for (TrickEvents.Play<ItalianCard> p : v.trick()) {
            if (p.card().suit() != led) {
                voids[p.seat()][led.ordinal()] = true;
            }
        }
    }

    @Override
    public MatchState sample(View view, SeededRandom random) {
        TraversoneView v = (TraversoneView) view;
        boolean[][] known;
        if (v.handNumber() == hand && voids != null) {
            known = voids;
        } else {
            known = new boolean[v.seats()][ItalianSuit.values().length];
            noteTrick(v, known);
        }
        Set<ItalianCard> seen = new HashSet<>(v.hand());
        v.taken().forEach(seen::addAll);
        v.trick().forEach(p -> seen.add(p.card()));
        List<ItalianCard> unseen = new ArrayList<>();
        for (ItalianCard c : TraversoneRules.deck(v.seats())) {
            if (!seen.contains(c)) {
                unseen.add(c);
            }
        }
        int[] sizes = new int[v.seats()];
        for (int s = 0; s < v.seats(); s++) {
            sizes[s] = s == v.viewer() ? 0 : v.handSizes().get(s);
        }
        boolean[][] voidsNow = known;
        List<List<ItalianCard>> hands = ConstrainedDeal.deal(unseen, sizes,
                (seat, card) -> !voidsNow[seat][card.suit().ordinal()], random);
        return TraversoneMatch.fromView(game, options, v, hands.subList(0, v.seats()), random.split());
    }
}
