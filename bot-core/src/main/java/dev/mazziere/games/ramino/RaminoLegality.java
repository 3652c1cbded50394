package dev.mazziere.games.ramino;

import dev.mazziere.cards.FrenchCard;
import dev.mazziere.cards.FrenchSuit;
import dev.mazziere.game.Rejection;
import java.util.ArrayList;
import java.util.Collections;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Set;

/**
 * What the Ramino seat to act may do now, and why anything else is refused: the legal
 * moves of a deal and turn, and the rejection of any other move (the codes are listed on
 * {@link RaminoMatch}). It reads the state and changes nothing; {@link RaminoMatch} makes
 * one over its own deal and turn when it needs to ask.
 */
final class RaminoLegality {

    /** Both draws, the stock first; the pile alone (the stock empty, or the up-card forced); the re-entry choice. */
    private static final List<RaminoMove> BOTH_DRAWS = List.of(RaminoMove.DRAW_STOCK, RaminoMove.DRAW_PILE);
    private static final List<RaminoMove> PILE_DRAW = List.of(RaminoMove.DRAW_PILE);
    private static final List<RaminoMove> REENTRY = List.of(RaminoMove.REENTER, RaminoMove.STAY_OUT);

    /**
     * One discard of each card (the joker last), shared by every list: most moves listed
     * are discards, and a move is an immutable value. Indexed by {@link #discardIndex}.
     */
    private static final RaminoMove.Discard[] DISCARDS = new RaminoMove.Discard[53];

    static {
        for (FrenchSuit s : FrenchSuit.values()) {
            for (int r = 1; r <= 13; r++) {
                FrenchCard c = FrenchCard.of(r, s);
                DISCARDS[discardIndex(c)] = new RaminoMove.Discard(c);
            }
        }
        DISCARDS[discardIndex(FrenchCard.JOKER)] = new RaminoMove.Discard(FrenchCard.JOKER);
    }

    private final boolean duemazzi;
    private final boolean extendOthers;
    private final boolean closeWithoutDiscard;
    private final RaminoDeal deal;
    private final RaminoTurn turn;

    RaminoLegality(boolean duemazzi, boolean extendOthers, boolean closeWithoutDiscard, RaminoDeal deal,
                   RaminoTurn turn) {
        this.duemazzi = duemazzi;
        this.extendOthers = extendOthers;
        this.closeWithoutDiscard = closeWithoutDiscard;
        this.deal = deal;
        this.turn = turn;
    }

    /**
     * The moves the seat to act may make now: discards, melds, extensions, joker swaps,
     * colori; each once (two copies of a card in {@code duemazzi} make one discard).
     * Unmodifiable.
     */
    List<RaminoMove> legal() {
        return switch (deal.phase) {
            case REENTRY -> REENTRY;
            case DRAW -> draws();
            case PLAY -> Collections.unmodifiableList(plays(deal.hands.get(deal.toAct)));
        };
    }

    /** The draws: half of all states draw, so their lists are constants, not built anew. */
    private List<RaminoMove> draws() {
        boolean stock = !turn.forcedTake && !deal.stock.isEmpty();
        if (deal.pile.isEmpty()) {
            return stock ? List.of(RaminoMove.DRAW_STOCK) : List.of();
        }
        return stock ? BOTH_DRAWS : PILE_DRAW;
    }

    /**
     * The moves after the draw: discards, then melds, extensions, joker swaps and colori.
     * Loops over lists by index: an iterator is an object, and this runs at every move of
     * every playout.
     */
    private List<RaminoMove> plays(List<FrenchCard> hand) {
        List<RaminoMove> moves = new ArrayList<>();
        addDiscards(moves, hand);
        if (turn.coloreLaid) {
            return moves;
        }
        MeldFinder.HandCards held = MeldFinder.HandCards.of(hand);
        List<MeldFinder.Candidate> melds = MeldFinder.meldsOf(held);
        for (int i = 0; i < melds.size(); i++) {
            MeldFinder.Candidate c = melds.get(i);
            if (keepsDiscard(hand, c.cards())) {
                moves.add(new RaminoMove.Meld(c.cards(), c.joker()));
            }
        }
        for (int k = 0; k < deal.melds.size(); k++) {
            TableMeld m = deal.melds.get(k);
            if (extendOthers || m.owner() == deal.toAct) {
                List<MeldFinder.Candidate> extensions = MeldFinder.extensionsOf(m, held);
                for (int i = 0; i < extensions.size(); i++) {
                    MeldFinder.Candidate c = extensions.get(i);
                    if (keepsDiscard(hand, c.cards())) {
                        moves.add(new RaminoMove.Extend(m.index(), c.cards(), c.joker()));
                    }
                }
            }
        }
        for (int k = 0; k < deal.melds.size(); k++) {
            TableMeld m = deal.melds.get(k);
            if (m.hasJoker() && hand.contains(m.joker()) && swapKeepsDiscard(hand, m.joker())) {
                moves.add(new RaminoMove.SwapJoker(m.index(), m.joker()));
            }
        }
        if (duemazzi && !deal.laidDown[deal.toAct] && !turn.played) {
            addColori(moves, hand);
        }
        return moves;
    }

    /** A card's place in {@link #DISCARDS}: 13 per suit in suit order, ace to king, the joker last. */
    private static int discardIndex(FrenchCard c) {
        return c.isJoker() ? 52 : 13 * c.suit().ordinal() + c.rank() - 1;
    }

    /**
     * The discards, sorted: one of each card, the card taken from the pile only with a
     * second copy. The hand is counted into bits by {@link #discardIndex}, whose order is
     * the cards' own (suit, rank, the joker last): the discards come out sorted without a
     * sorted copy of the hand at every state.
     */
    private void addDiscards(List<RaminoMove> moves, List<FrenchCard> hand) {
        long once = 0;
        long twice = 0;
        for (int i = 0; i < hand.size(); i++) {
            long bit = 1L << discardIndex(hand.get(i));
            twice |= once & bit;
            once |= bit;
        }
        int taken = turn.takenFromPile == null ? -1 : discardIndex(turn.takenFromPile);
        for (long left = once; left != 0; left &= left - 1) {
            int index = Long.numberOfTrailingZeros(left);
            if (index != taken || (twice >>> index & 1) != 0) {
                moves.add(DISCARDS[index]);
            }
        }
    }

    /** The {@code duemazzi} colori: every card but one (each distinct card in turn), or all of them. */
    private void addColori(List<RaminoMove> moves, List<FrenchCard> hand) {
        List<FrenchCard> sorted = new ArrayList<>(hand);
        sorted.sort(null);
        Set<FrenchCard> distinct = new LinkedHashSet<>(sorted);
        for (FrenchCard d : distinct) {
            List<FrenchCard> rest = Melds.without(hand, List.of(d));
            if (coloreRejection(hand, rest) == null) {
                moves.add(new RaminoMove.Colore(rest));
            }
        }
        if (closeWithoutDiscard && coloreRejection(hand, hand) == null) {
            moves.add(new RaminoMove.Colore(hand));
        }
    }

    /** True when a hand left like this still has a card to discard (or nothing, closing, when allowed). */
    private boolean keepsDiscard(List<FrenchCard> remaining) {
        if (remaining.isEmpty()) {
            return closeWithoutDiscard;
        }
        return !(remaining.size() == 1 && remaining.get(0).equals(turn.takenFromPile));
    }

    /** {@link #keepsDiscard(List)} for {@code hand} less {@code cards}, which it holds. */
    private boolean keepsDiscard(List<FrenchCard> hand, List<FrenchCard> cards) {
        int left = hand.size() - cards.size();
        return left > 1 || keepsDiscard(Melds.without(hand, cards));
    }

    private boolean swapKeepsDiscard(List<FrenchCard> hand, FrenchCard card) {
        List<FrenchCard> after = Melds.without(hand, List.of(card));
        after.add(FrenchCard.JOKER);
        return keepsDiscard(after);
    }

    private Rejection discardRejection(List<FrenchCard> hand, FrenchCard card) {
        if (!hand.contains(card)) {
            return Rejection.of("ramino.notInHand", card.code());
        }
        if (card.equals(turn.takenFromPile) && Collections.frequency(hand, card) == 1) {
            return Rejection.of("ramino.pileCardNotDiscardable", card.code());
        }
        return null;
    }

    private Rejection coloreRejection(List<FrenchCard> hand, List<FrenchCard> cards) {
        if (!duemazzi) {
            return Rejection.of("ramino.noColore");
        }
        if (deal.laidDown[deal.toAct] || turn.played) {
            return Rejection.of("ramino.coloreAtOnce");
        }
        Rejection missing = missingRejection(hand, cards);
        if (missing != null) {
            return missing;
        }
        if (!Melds.oneSuit(cards) || cards.size() < 3) {
            return Rejection.of("ramino.coloreOneSuit");
        }
        List<FrenchCard> rest = Melds.without(hand, cards);
        if (rest.size() > 1) {
            return Rejection.of("ramino.coloreAllCards", Integer.toString(rest.size()));
        }
        if (!keepsDiscard(rest)) {
            return Rejection.of("ramino.mustKeepDiscard");
        }
        if (Melds.check(cards, null).valid()) {
            return Rejection.of("ramino.coloreIsMeld");
        }
        return null;
    }

    private static Rejection missingRejection(List<FrenchCard> hand, List<FrenchCard> cards) {
        List<FrenchCard> left = new ArrayList<>(hand);
        for (FrenchCard c : cards) {
            if (!left.remove(c)) {
                return Rejection.of("ramino.notInHand", c.code());
            }
        }
        return null;
    }

    /** Why the seat to act ({@code seat}) may not make {@code move} now, or null when it may. */
    Rejection check(int seat, RaminoMove move) {
        return switch (deal.phase) {
            case REENTRY -> move instanceof RaminoMove.Reenter ? null : Rejection.of("ramino.reentryChoice");
            case DRAW -> switch (move) {
                case RaminoMove.Draw d -> drawRejection(d);
                case RaminoMove.Reenter r -> Rejection.of("ramino.notOut");
                default -> Rejection.of("ramino.drawFirst");
            };
            case PLAY -> playRejection(seat, move);
        };
    }

    private Rejection drawRejection(RaminoMove.Draw d) {
        if (d.fromPile()) {
            return deal.pile.isEmpty() ? Rejection.of("ramino.pileEmpty") : null;
        }
        if (turn.forcedTake) {
            return Rejection.of("ramino.mustTakeUpCard", deal.pile.get(deal.pile.size() - 1).code());
        }
        return deal.stock.isEmpty() ? Rejection.of("ramino.stockEmpty") : null;
    }

    private Rejection playRejection(int seat, RaminoMove move) {
        List<FrenchCard> hand = deal.hands.get(seat);
        if (turn.coloreLaid && !(move instanceof RaminoMove.Discard)) {
            return Rejection.of("ramino.mustDiscard");
        }
        switch (move) {
            case RaminoMove.Draw d -> {
                return Rejection.of("ramino.alreadyDrew");
            }
            case RaminoMove.Reenter r -> {
                return Rejection.of("ramino.notOut");
            }
            case RaminoMove.Discard d -> {
                return discardRejection(hand, d.card());
            }
            case RaminoMove.Meld m -> {
                Rejection missing = missingRejection(hand, m.cards());
                if (missing != null) {
                    return missing;
                }
                Melds.Verdict v = Melds.check(m.cards(), m.joker());
                if (!v.valid()) {
                    return v.rejection();
                }
                return keepsDiscard(Melds.without(hand, m.cards())) ? null : Rejection.of("ramino.mustKeepDiscard");
            }
            case RaminoMove.Extend x -> {
                if (x.meld() < 0 || x.meld() >= deal.melds.size()) {
                    return Rejection.of("ramino.noSuchMeld", Integer.toString(x.meld()));
                }
                TableMeld target = deal.melds.get(x.meld());
                if (!extendOthers && target.owner() != seat) {
                    return Rejection.of("ramino.notYourMeld", Integer.toString(x.meld()));
                }
                Rejection missing = missingRejection(hand, x.cards());
                if (missing != null) {
                    return missing;
                }
                Melds.Verdict v = Melds.extend(target, x.cards(), x.joker());
                if (!v.valid()) {
                    return v.rejection();
                }
                return keepsDiscard(Melds.without(hand, x.cards())) ? null : Rejection.of("ramino.mustKeepDiscard");
            }
            case RaminoMove.SwapJoker j -> {
                if (j.meld() < 0 || j.meld() >= deal.melds.size()) {
                    return Rejection.of("ramino.noSuchMeld", Integer.toString(j.meld()));
                }
                TableMeld target = deal.melds.get(j.meld());
                if (!target.hasJoker()) {
                    return Rejection.of("ramino.noJoker", Integer.toString(j.meld()));
                }
                if (!j.card().equals(target.joker())) {
                    return Rejection.of("ramino.wrongCardForJoker", j.card().code(), target.joker().code());
                }
                if (!hand.contains(j.card())) {
                    return Rejection.of("ramino.notInHand", j.card().code());
                }
                return swapKeepsDiscard(hand, j.card()) ? null : Rejection.of("ramino.mustKeepDiscard");
            }
            case RaminoMove.Colore k -> {
                return coloreRejection(hand, k.cards());
            }
        }
    }
}
