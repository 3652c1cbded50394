package dev.mazziere.games.tricks;

import dev.mazziere.cards.Card;
import dev.mazziere.game.StatePart;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Objects;

/**
 * The state of one hand's trick play, a {@link StatePart} the match holds and changes in
 * place: the cards in each seat's hand, the cards each seat has taken, the trick on the
 * table, the seat that led it, the seat to play, the tricks completed and the last one.
 * Every seat plays to every trick, in seat order from the leader; the winner of a trick
 * takes its cards and leads the next.
 *
 * <p>It knows no rule of any game: {@link #collect} asks the game's {@link TrickRules}
 * who takes the trick, and whether a card may be played is the game's to check before
 * {@link #play}. A game that also bids before the play moves {@link #setToAct} itself.
 *
 * @param <C> the card type
 */
public final class Tricks<C extends Card> implements StatePart<Tricks<C>> {

    private final List<List<C>> hands;
    private final List<List<C>> taken;
    private final List<TrickEvents.Play<C>> trick;
    private int leader;
    private int toAct;
    private int tricksPlayed;
    private TrickEvents.Trick<C> lastTrick;

    /** Empty hands for {@code seats} seats; seat 0 leads. */
    public Tricks(int seats) {
        this.hands = new ArrayList<>(seats);
        this.taken = new ArrayList<>(seats);
        for (int s = 0; s < seats; s++) {
            hands.add(new ArrayList<>());
            taken.add(new ArrayList<>());
        }
        this.trick = new ArrayList<>(seats);
    }

    private Tricks(Tricks<C> o) {
        this.hands = StatePart.copyEach(o.hands);
        this.taken = StatePart.copyEach(o.taken);
        this.trick = new ArrayList<>(o.trick);
        this.leader = o.leader;
        this.toAct = o.toAct;
        this.tricksPlayed = o.tricksPlayed;
        this.lastTrick = o.lastTrick;
    }

    /** The number of seats playing to each trick. */
    public int seats() {
        return hands.size();
    }

    /** The seat after {@code seat} in playing order. */
    public int next(int seat) {
        return (seat + 1) % hands.size();
    }

    // ---- a new hand

    /**
     * Clears the hand: no cards held or taken, no trick played; {@code leader} leads the
     * first trick and is the seat to act. The game then deals into {@link #hand}.
     */
    public void newHand(int leader) {
        for (int s = 0; s < hands.size(); s++) {
            hands.get(s).clear();
            taken.get(s).clear();
        }
        trick.clear();
        tricksPlayed = 0;
        lastTrick = null;
        lead(leader);
    }

    /** {@code seat} leads the trick about to start, and is the seat to act (Napoleone: the caller, after the bids). */
    public void lead(int seat) {
        if (!trick.isEmpty()) {
            throw new IllegalStateException("a trick is on the table: " + trick);
        }
        this.leader = seat;
        this.toAct = seat;
    }

    /**
     * Puts a position back as a seat's view showed it, for search: each seat holds the
     * cards given here ({@code viewer}'s own as the view shows them; any cards the game
     * dealt for the others), every seat has taken what the view shows, and the trick on
     * the table, its leader, the tricks played and the last one are the view's. The game
     * then sorts the hands as it keeps them.
     *
     * @param hands one list per seat; the viewer's entry is ignored
     * @param toAct the seat to act, as the game's view has it
     */
    public void restore(TrickView<C> view, int viewer, List<C> viewerHand, List<List<C>> hands, int toAct) {
        for (int s = 0; s < hands.size(); s++) {
            this.hands.get(s).clear();
            this.hands.get(s).addAll(s == viewer ? viewerHand : hands.get(s));
            this.taken.get(s).clear();
            this.taken.get(s).addAll(view.taken().get(s));
        }
        this.trick.clear();
        this.trick.addAll(view.trick());
        this.leader = view.leader();
        this.toAct = toAct;
        this.tricksPlayed = view.tricksPlayed();
        this.lastTrick = view.lastTrick();
    }

    /**
     * Puts the trick play back as a view showed it, for search, when the game fills the hands
     * and taken cards itself (through {@link #hand} and {@link #taken}): the trick on the
     * table, its leader, the seat to act, the tricks played and the last one.
     */
    public void restore(List<TrickEvents.Play<C>> onTable, int leader, int toAct, int tricksPlayed,
                        TrickEvents.Trick<C> lastTrick) {
        this.trick.clear();
        this.trick.addAll(onTable);
        this.leader = leader;
        this.toAct = toAct;
        this.tricksPlayed = tricksPlayed;
        this.lastTrick = lastTrick;
    }

    // ---- the play

    /**
     * Plays {@code card} from {@code seat}'s hand to the trick and returns the event to
     * emit; the next seat is to act unless the trick is now {@link #complete()}. The game
     * has checked that the card is in the hand and may be played.
     */
    public TrickEvents.Play<C> play(int seat, C card) {
        if (!hands.get(seat).remove(card)) {
            throw new IllegalArgumentException("seat " + seat + " holds no " + card);
        }
        TrickEvents.Play<C> play = new TrickEvents.Play<>(seat, card);
        trick.add(play);
        if (trick.size() < hands.size()) {
            toAct = next(seat);
        }
        return play;
    }

    /** True when every seat has played to the trick on the table. */
    public boolean complete() {
        return trick.size() == hands.size();
    }

    /**
     * Gives the complete trick to the seat whose card takes it under {@code rules} and
     * {@code trump} (null: none): its cards go to that seat's taken cards, and it leads
     * the next trick. Returns the event to emit.
     *
     * @throws IllegalStateException when a seat has still to play
     */
    public <S> TrickEvents.Trick<C> collect(TrickRules<C, S> rules, S trump) {
        if (!complete()) {
            throw new IllegalStateException("the trick is not complete: " + trick);
        }
        int winner = trick.get(rules.winningPlay(trick, trump)).seat();
        List<C> cards = new ArrayList<>(trick.size());
        for (int i = 0; i < trick.size(); i++) {
            cards.add(trick.get(i).card());
        }
        taken.get(winner).addAll(cards);
        lastTrick = new TrickEvents.Trick<>(winner, cards);
        trick.clear();
        tricksPlayed++;
        leader = winner;
        toAct = winner;
        return lastTrick;
    }

    // ---- what it holds

    /** The cards {@code seat} holds: the live list, for dealing and drawing into. */
    public List<C> hand(int seat) {
        return hands.get(seat);
    }

    /** The cards {@code seat} has taken this hand: the live list. */
    public List<C> taken(int seat) {
        return taken.get(seat);
    }

    /** Every seat's hand, in seat order; unmodifiable, live. */
    public List<List<C>> hands() {
        return Collections.unmodifiableList(hands);
    }

    /** Every seat's taken cards, in seat order; unmodifiable, live. */
    public List<List<C>> takenPiles() {
        return Collections.unmodifiableList(taken);
    }

    /** How many cards each seat holds. */
    public List<Integer> handSizes() {
        List<Integer> sizes = new ArrayList<>(hands.size());
        for (List<C> h : hands) {
            sizes.add(h.size());
        }
        return sizes;
    }

    /** True when every hand is played out. */
    public boolean handsEmpty() {
        return StatePart.allEmpty(hands);
    }

    /** The cards on the table, in playing order; unmodifiable, live. */
    public List<TrickEvents.Play<C>> trick() {
        return Collections.unmodifiableList(trick);
    }

    /** The seat that led (or leads) the trick on the table. */
    public int leader() {
        return leader;
    }

    /** The seat to play. */
    public int toAct() {
        return toAct;
    }

    /** Sets the seat to act, for what a game does besides playing cards (bids, a call). */
    public void setToAct(int seat) {
        this.toAct = seat;
    }

    /** Tricks completed this hand. */
    public int tricksPlayed() {
        return tricksPlayed;
    }

    /** The last trick completed this hand, or null. */
    public TrickEvents.Trick<C> lastTrick() {
        return lastTrick;
    }

    /** The public part of every seat's view: what lies on the table and what was taken. */
    public TrickView<C> view() {
        return new TrickView<>(trick, leader, tricksPlayed, lastTrick, handSizes(), taken);
    }

    @Override
    public Tricks<C> copy() {
        return new Tricks<>(this);
    }

    @Override
    public boolean equals(Object o) {
        return o instanceof Tricks<?> t && hands.equals(t.hands) && taken.equals(t.taken) && trick.equals(t.trick)
                && leader == t.leader && toAct == t.toAct && tricksPlayed == t.tricksPlayed
                && Objects.equals(lastTrick, t.lastTrick);
    }

    @Override
    public int hashCode() {
        return Objects.hash(hands, trick, tricksPlayed);
    }

    @Override
    public String toString() {
        return "Tricks" + hands + " trick " + trick + " leader " + leader + " toAct " + toAct;
    }
}
