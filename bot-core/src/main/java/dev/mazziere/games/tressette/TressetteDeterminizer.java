package dev.mazziere.games.tressette;

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
 * card declared every combination it held, so its hand dealt holds exactly those
 * ({@link TressetteSampler} deals, fast, for the search too).
 */
final class TressetteDeterminizer implements Determinizer {

    private final TressetteGame game;
    private final Options options;
    private final TressetteReading reading = new TressetteReading();
    private TressetteView sampled;
    private TressetteSampler sampler;

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
        TressettePosition p = sampler(v).position(random);
        List<List<ItalianCard>> hands = new ArrayList<>(v.seats());
        for (int s = 0; s < v.seats(); s++) {
            hands.add(TressettePosition.cards(p.hands[s]));
        }
        List<ItalianCard> stock = new ArrayList<>(p.stock.length);
        for (int card : p.stock) {
            stock.add(ItalianCard.ofIndex(card));
        }
        return TressetteMatch.fromView(game, options, v, hands, stock, random.split());
    }

    /** The sampler of this view, made once for the many deals a decision asks of the same view. */
    TressetteSampler sampler(TressetteView v) {
        if (sampler == null || (v != sampled && !v.equals(sampled))) {
            sampler = new TressetteSampler(v, reading.reads(v) ? reading : TressetteReading.of(v));
            sampled = v;
        }
        return sampler;
    }
}
