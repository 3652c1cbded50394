package dev.mazziere.games.tressette;

import dev.mazziere.ai.ConstrainedDeal;
import dev.mazziere.ai.Determinizer;
import dev.mazziere.cards.ItalianCard;
import dev.mazziere.cards.SeededRandom;
import dev.mazziere.game.MatchState;
import dev.mazziere.game.Options;
import dev.mazziere.game.View;
import java.util.ArrayList;
import java.util.List;

/**
 * Deals what one Tressette seat cannot see, as a player who counts cards would: every
 * card in no hand it has seen, not taken and not on the table goes at random to the
 * other hands (besides the cards seen in them, declared or drawn face up) and, with 2
 * players, to the stock in a random order. It reads what the play showed
 * ({@link TressetteReading}): a seat that did not follow a suit holds none of it among
 * its unseen cards (the cards it draws later are seen), and a seat that played its first
 * card declared every combination it held, so its hand dealt holds exactly those: it
 * deals up to {@link #TRIES} times and keeps the first deal that fits, else the closest.
 */
final class TressetteDeterminizer implements Determinizer {

    /** Deals tried per determinization for one whose hands fit the accusi declared (or not). */
    static final int TRIES = 16;

    private final TressetteGame game;
    private final Options options;
    private final TressetteReading reading = new TressetteReading();

    TressetteDeterminizer(TressetteGame game, Options options) {
        this.game = game;
        this.options = options;
    }

    @Override
    public void observe(View view) {
        reading.observe((TressetteView) view);
    }

    @Override
    public MatchState sample(View view, SeededRandom random) {
        TressetteView v = (TressetteView) view;
        TressetteReading read = reading.reads(v) ? reading : TressetteReading.of(v);
        int seats = v.seats();
        boolean[] seen = new boolean[40];
        for (ItalianCard c : v.hand()) {
            seen[c.index()] = true;
        }
        v.taken().forEach(pile -> pile.forEach(c -> seen[c.index()] = true));
        v.trick().forEach(p -> seen[p.card().index()] = true);
        int[] sizes = new int[seats];
        for (int s = 0; s < seats; s++) {
            if (s != v.viewer()) {
                v.shown().get(s).forEach(c -> seen[c.index()] = true);
                sizes[s] = v.handSizes().get(s) - v.shown().get(s).size();
            }
        }
        List<ItalianCard> unseen = new ArrayList<>(40);
        for (int i = 0; i < 40; i++) {
            if (!seen[i]) {
                unseen.add(ItalianCard.ofIndex(i));
            }
        }
        List<List<ItalianCard>> best = null;
        int bestMisfit = Integer.MAX_VALUE;
        for (int i = 0; i < TRIES && bestMisfit > 0; i++) {
            List<List<ItalianCard>> deal = ConstrainedDeal.deal(unseen, sizes,
                    (seat, card) -> !read.isVoid(seat, card.suit()), random);
            int misfit = read.misfit(v, deal);
            if (misfit < bestMisfit) {
                best = deal;
                bestMisfit = misfit;
            }
        }
        List<List<ItalianCard>> hands = new ArrayList<>(seats);
        for (int s = 0; s < seats; s++) {
            List<ItalianCard> hand = new ArrayList<>(v.handSizes().get(s));
            if (s != v.viewer()) {
                hand.addAll(v.shown().get(s));
                hand.addAll(best.get(s));
            }
            hands.add(hand);
        }
        return TressetteMatch.fromView(game, options, v, hands, best.get(seats), random.split());
    }
}
