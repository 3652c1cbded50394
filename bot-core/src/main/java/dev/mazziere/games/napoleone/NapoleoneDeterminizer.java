package dev.mazziere.games.napoleone;

import dev.mazziere.ai.ConstrainedDeal;
import dev.mazziere.ai.Determinizer;
import dev.mazziere.cards.Decks;
import dev.mazziere.cards.FrenchCard;
import dev.mazziere.cards.FrenchSuit;
import dev.mazziere.cards.SeededRandom;
import dev.mazziere.game.MatchState;
import dev.mazziere.game.Options;
import dev.mazziere.game.View;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Set;

/**
 * Deals what one Napoleone seat cannot see: every card of the pack not in its hand and
 * not played goes at random to the other hands, by their sizes, or stays undealt;
 * a seat that failed to follow a suit this hand gets none of it. The view lists every
 * card played this hand in order, so the tricks and their leaders (the caller, then
 * each trick's winner) are rebuilt from it. What the bids say about the hands that made
 * them ({@link NapoleoneBidReading}) is read too: it deals up to {@link #TRIES} times and keeps
 * the first deal every other seat's bid fits, else the one that fits best.
 */
final class NapoleoneDeterminizer implements Determinizer {

    /** Deals tried per determinization for one whose hands fit the bids. */
    static final int TRIES = 24;

    private final NapoleoneGame game;
    private final Options options;
    private NapoleoneView readView;
    private NapoleoneBidReading reading;

    NapoleoneDeterminizer(NapoleoneGame game, Options options) {
        this.game = game;
        this.options = options;
    }

    /** Which seats are known to hold no card of which suit, from the cards played this hand. */
    static boolean[][] voids(NapoleoneView v) {
        int seats = v.seats();
        boolean[][] voids = new boolean[seats][FrenchSuit.values().length];
        if (v.phase() != NapoleoneMatch.Phase.PLAYING) {
            return voids;
        }
        int caller = v.caller();
        int leader = caller;
        List<FrenchCard> played = v.played();
        for (int start = 0; start < played.size(); start += seats) {
            List<FrenchCard> cards = played.subList(start, Math.min(played.size(), start + seats));
            FrenchSuit led = cards.get(0).suit();
            for (int i = 1; i < cards.size(); i++) {
                if (cards.get(i).suit() != led) {
                    voids[(leader + i) % seats][led.ordinal()] = true;
                }
            }
            if (cards.size() == seats) {
                leader = (leader + NapoleoneRules.TRICK_RULES.winningIndex(cards, v.trump())) % seats;
            }
        }
        return voids;
    }

    @Override
    public MatchState sample(View view, SeededRandom random) {
        NapoleoneView v = (NapoleoneView) view;
        Set<FrenchCard> seen = new HashSet<>(v.hand());
        seen.addAll(v.played());
        List<FrenchCard> unseen = new ArrayList<>();
        for (FrenchCard c : Decks.french52()) {
            if (!seen.contains(c)) {
                unseen.add(c);
            }
        }
        int[] sizes = new int[v.seats()];
        for (int s = 0; s < v.seats(); s++) {
            sizes[s] = s == v.viewer() ? 0 : v.handSizes().get(s);
        }
        boolean[][] voids = voids(v);
        NapoleoneBidReading bids = reading(v);
        List<List<FrenchCard>> best = null;
        double bestMisfit = Double.POSITIVE_INFINITY;
        for (int i = 0; i < TRIES && bestMisfit > 0; i++) {
            List<List<FrenchCard>> hands = ConstrainedDeal.deal(unseen, sizes,
                    (seat, card) -> !voids[seat][card.suit().ordinal()], random);
            double misfit = bids.silent() ? 0 : bids.misfit(hands, bestMisfit);
            if (misfit < bestMisfit) {
                best = hands;
                bestMisfit = misfit;
            }
        }
        return NapoleoneMatch.fromView(game, options, v, best.subList(0, v.seats()), random.split());
    }

    /** The reading of this view's bids, kept while the search asks about the same view. */
    private NapoleoneBidReading reading(NapoleoneView v) {
        if (reading == null || (v != readView && !v.equals(readView))) {
            reading = new NapoleoneBidReading(v);
            readView = v;
        }
        return reading;
    }
}
