package dev.mazziere.games.ramino;

import dev.mazziere.ai.Determinizer;
import dev.mazziere.cards.Decks;
import dev.mazziere.cards.FrenchCard;
import dev.mazziere.cards.SeededRandom;
import dev.mazziere.game.MatchState;
import dev.mazziere.game.Options;
import dev.mazziere.game.View;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;

/**
 * Deals what one Ramino seat cannot see: every card not in its hand, on the table (melds,
 * jokers included) nor in the discard pile goes to the other hands, by their sizes, and
 * to the stock in a random order. Picks from the pile are public: a seat keeps each card
 * it took from the pile this hand while that card is still unseen (not melded, not
 * discarded), the latest picks first when copies run short. The other cards of a hand are
 * drawn at random until they fit what the seat's last turn showed, if it plays like the
 * heuristic ({@link RaminoReading}): up to {@value #ATTEMPTS} draws, else the one that fits best.
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
    private final RaminoReading reading = new RaminoReading();

    /** Random draws tried per seat for a hand that fits its last turn. */
    private static final int ATTEMPTS = 64;

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
        reading.observe(v);
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

    /**
     * Puts at {@code unseen[from, from + need)} the cards that complete {@code hand} best:
     * the first of {@link #ATTEMPTS} random draws from {@code unseen[from, end)} that
     * contradicts nothing the seat's last turn showed, else the one that contradicts least.
     */
    private static void deal(List<FrenchCard> unseen, int from, int need, List<FrenchCard> hand,
                             RaminoReading.Turn turn, boolean extendOthers, int seat, SeededRandom random) {
        int pool = unseen.size() - from;
        List<FrenchCard> best = null;
        int fewest = Integer.MAX_VALUE;
        List<FrenchCard> trial = new ArrayList<>(hand.size() + need);
        for (int attempt = 0; attempt < ATTEMPTS && fewest > 0; attempt++) {
            // A fresh random pick: a partial shuffle of the pool's first cards.
            for (int i = 0; i < need; i++) {
                int j = from + i + random.nextInt(pool - i);
                Collections.swap(unseen, from + i, j);
            }
            trial.clear();
            trial.addAll(hand);
            trial.addAll(unseen.subList(from, from + need));
            int violations = RaminoReading.violations(turn, trial, extendOthers, seat);
            if (violations < fewest) {
                fewest = violations;
                best = new ArrayList<>(unseen.subList(from, from + need));
            }
        }
        // Bring the best pick to the front of the pool.
        for (int i = 0; i < need; i++) {
            int j = unseen.subList(from + i, unseen.size()).indexOf(best.get(i));
            Collections.swap(unseen, from + i, from + i + j);
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
                RaminoReading.Turn turn = reading.turn(s);
                if (turn != null && need > 0) {
                    deal(unseen, next, need, hands.get(s), turn, v.extendOthers(), s, random);
                }
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
        return RaminoPositions.fromView(game, options, v, hands, stock, mine ? restocks : 0,
                mine && v.phase() == RaminoMatch.Phase.PLAY && v.toAct() == v.viewer() ? meldsAtDraw : null,
                laidAtDraw, random.split());
    }
}
