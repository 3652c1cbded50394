package dev.mazziere.games.ramino;

import dev.mazziere.ai.Determinizer;
import dev.mazziere.cards.Decks;
import dev.mazziere.cards.FrenchCard;
import dev.mazziere.cards.SeededRandom;
import dev.mazziere.game.MatchState;
import dev.mazziere.game.Options;
import dev.mazziere.game.View;
import java.util.ArrayList;
import java.util.List;

/**
 * Deals what one Ramino seat cannot see: every card not in its hand, on the table (melds,
 * jokers included) nor in the discard pile goes to the other hands, by their sizes, and
 * to the stock in a random order. Picks from the pile are public: a seat keeps each card
 * it took from the pile this hand while that card is still unseen (not melded, not
 * discarded), the latest picks first when copies run short.
 *
 * <p>Two facts no view shows are remembered from the views it is shown: how many times
 * the stock was rebuilt this hand (the stock grew between two views), and what the
 * table looked like when this seat drew, which tells what it has played this turn.
 */
final class RaminoDeterminizer implements Determinizer {

    private final RaminoGame game;
    private final Options options;
    private int hand = -1;
    private int restocks;
    private int lastStock = -1;
    private List<RaminoView.MeldView> meldsAtDraw;
    private boolean laidAtDraw;

    RaminoDeterminizer(RaminoGame game, Options options) {
        this.game = game;
        this.options = options;
    }

    @Override
    public boolean morePointsBetter() {
        return false;
    }

    @Override
    public void observe(View view) {
        RaminoView v = (RaminoView) view;
        if (v.handNumber() != hand) {
            hand = v.handNumber();
            restocks = 0;
            lastStock = -1;
            meldsAtDraw = null;
        }
        if (lastStock >= 0 && v.stockSize() > lastStock) {
            restocks++;
        }
        lastStock = v.stockSize();
        if (v.phase() == RaminoMatch.Phase.DRAW && v.toAct() == v.viewer()) {
            meldsAtDraw = v.melds();
            laidAtDraw = v.laidDown().get(v.viewer());
        } else if (v.phase() != RaminoMatch.Phase.PLAY) {
            meldsAtDraw = null;
        }
    }

    @Override
    public MatchState sample(View view, SeededRandom random) {
        RaminoView v = (RaminoView) view;
        List<FrenchCard> unseen = new ArrayList<>(
                RaminoGame.DUEMAZZI.equals(v.variant()) ? Decks.frenchDouble108() : Decks.french54());
        v.hand().forEach(unseen::remove);
        v.pile().forEach(unseen::remove);
        v.melds().forEach(m -> m.cards().forEach(unseen::remove));
        int seats = v.seats();
        List<List<FrenchCard>> hands = new ArrayList<>();
        for (int s = 0; s < seats; s++) {
            List<FrenchCard> h = new ArrayList<>();
            if (s != v.viewer()) {
                List<RaminoView.Face> picks = v.pilePicks().get(s);
                for (int i = picks.size() - 1; i >= 0 && h.size() < v.handSizes().get(s); i--) {
                    FrenchCard c = picks.get(i).card();
                    if (unseen.remove(c)) {
                        h.add(c);
                    }
                }
            }
            hands.add(h);
        }
        random.shuffle(unseen);
        int next = 0;
        for (int s = 0; s < seats; s++) {
            if (s != v.viewer()) {
                int need = v.handSizes().get(s) - hands.get(s).size();
                hands.get(s).addAll(unseen.subList(next, next + need));
                next += need;
            }
        }
        if (unseen.size() - next != v.stockSize()) {
            throw new IllegalStateException("the view of seat " + v.viewer() + " does not add up: "
                    + unseen.size() + " unseen cards for " + next + " in hands and " + v.stockSize() + " in stock");
        }
        List<FrenchCard> stock = new ArrayList<>(unseen.subList(next, unseen.size()));
        boolean mine = v.handNumber() == hand;
        return RaminoMatch.fromView(game, options, v, hands, stock, mine ? restocks : 0,
                mine && v.phase() == RaminoMatch.Phase.PLAY && v.toAct() == v.viewer() ? meldsAtDraw : null,
                laidAtDraw, random.split());
    }
}
