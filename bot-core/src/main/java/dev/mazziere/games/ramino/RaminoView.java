package dev.mazziere.games.ramino;

import dev.mazziere.cards.FrenchCard;
import dev.mazziere.game.View;
import java.util.List;

/**
 * What one seat sees of a Ramino match: its own hand (empty in the public view), the
 * melds on the table (numbered, with owner and what each joker stands for), the whole
 * discard pile (top last), the stock size, hand sizes, who has laid down this hand,
 * totals, who is out and who came back, the phase, and the card the seat to act took
 * from the pile this turn (it may not discard it).
 *
 * <p>Cards that may sit in a hand (a joker's card, cards picked from the pile) are shown
 * as {@link Face} rank and suit, not as card codes: picks are public, but a code here
 * would read as the card itself.
 *
 * @param pilePicks per seat, the cards it took from the pile this hand
 * @param takenFromPile the card the seat to act took from the pile this turn, or null
 * @param drawnIndex where in {@code hand} the card sits that the viewer drew from the
 *                  tallone this turn, when it is the seat to act; else -1 (an index, so
 *                  the view names that card only once)
 * @param out seats out of the match
 * @param reentered seats that came back in once
 * @param lastPenalties what each seat paid in the hand just scored (empty before)
 */
public record RaminoView(
        int viewer,
        String variant,
        RaminoMatch.Phase phase,
        int toAct,
        int dealer,
        int handNumber,
        List<FrenchCard> hand,
        List<Integer> handSizes,
        List<MeldView> melds,
        List<FrenchCard> pile,
        int stockSize,
        List<Boolean> laidDown,
        List<List<Face>> pilePicks,
        Face takenFromPile,
        int drawnIndex,
        List<Integer> totals,
        List<Integer> out,
        List<Integer> reentered,
        List<Integer> lastPenalties,
        int limit,
        boolean extendOthers,
        boolean closeWithoutDiscard) implements View {

    public RaminoView {
        hand = List.copyOf(hand);
        handSizes = List.copyOf(handSizes);
        melds = List.copyOf(melds);
        pile = List.copyOf(pile);
        laidDown = List.copyOf(laidDown);
        pilePicks = pilePicks.stream().map(List::copyOf).toList();
        totals = List.copyOf(totals);
        out = List.copyOf(out);
        reentered = List.copyOf(reentered);
        lastPenalties = List.copyOf(lastPenalties);
    }

    /** A card named by rank ({@code A 2..10 J Q K}) and suit letter; a joker is rank {@code *}, no suit. */
    public record Face(String rank, String suit) {
        private static final Face JOKER = new Face("*", "");
        /** One face per natural card, by suit and rank: views are built in every search playout. */
        private static final Face[] NATURAL = new Face[4 * 14];

        static {
            for (dev.mazziere.cards.FrenchSuit s : dev.mazziere.cards.FrenchSuit.values()) {
                for (int r = 1; r <= 13; r++) {
                    FrenchCard c = FrenchCard.of(r, s);
                    NATURAL[s.ordinal() * 14 + r] = new Face(c.rankCode(), String.valueOf(s.letter()));
                }
            }
        }

        public static Face of(FrenchCard card) {
            if (card == null) {
                return null;
            }
            return card.isJoker() ? JOKER : NATURAL[card.suit().ordinal() * 14 + card.rank()];
        }

        public FrenchCard card() {
            return "*".equals(rank) ? FrenchCard.JOKER : FrenchCard.parse(rank + suit);
        }
    }

    /** A meld on the table: cards in table order, a joker as JK and {@code joker} the card it stands for. */
    public record MeldView(int index, int owner, TableMeld.Kind kind, List<FrenchCard> cards, Face joker) {
        public MeldView {
            cards = List.copyOf(cards);
        }

        public static MeldView of(TableMeld m) {
            return new MeldView(m.index(), m.owner(), m.kind(), m.cards(), Face.of(m.joker()));
        }

        public TableMeld meld() {
            return new TableMeld(index, owner, kind, cards, joker == null ? null : joker.card());
        }
    }

    /** The top of the discard pile, or null when it is empty. */
    public FrenchCard pileTop() {
        return pile.isEmpty() ? null : pile.get(pile.size() - 1);
    }

    public int seats() {
        return handSizes.size();
    }
}
