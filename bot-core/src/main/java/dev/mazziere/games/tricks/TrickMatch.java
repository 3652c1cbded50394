package dev.mazziere.games.tricks;

import dev.mazziere.cards.Card;
import dev.mazziere.game.AbstractMatch;
import dev.mazziere.game.Game;
import dev.mazziere.game.Move;
import dev.mazziere.game.Options;
import dev.mazziere.game.Rotation;
import java.util.Arrays;
import java.util.List;

/**
 * The skeleton every trick game's match shares: the rotation of dealers over the match and
 * one hand's trick play ({@link Tricks}), who is to act, the cards a seat keeps hidden, the
 * next deal or the end once a hand is scored ({@link #nextHandOrEnd}), and the equality of
 * those two parts. A game adds its own state parts, rules, scoring and views.
 *
 * @param <M> the game's move type
 * @param <C> the game's card type
 */
public abstract class TrickMatch<M extends Move, C extends Card> extends AbstractMatch<M> {

    /** The whole match's shuffles, dealer and hands counted. */
    protected final Rotation rotation;
    /** The hand's trick play: each seat's cards, what each took, the trick on the table. */
    protected final Tricks<C> tricks;

    /** A match with no dealer chosen and nothing dealt; see {@link AbstractMatch}. */
    protected TrickMatch(Game game, Options options, int seats, int teams, long seed, Class<M> moveType) {
        super(game, options, seats, teams, seed, moveType);
        this.rotation = new Rotation(seed);
        this.tricks = new Tricks<>(seats);
    }

    /** Copy constructor for {@code copy()}. */
    protected TrickMatch(TrickMatch<M, C> other) {
        super(other);
        this.rotation = other.rotation.copy();
        this.tricks = other.tricks.copy();
    }

    @Override
    public final int toAct() {
        return isOver() ? NOBODY : tricks.toAct();
    }

    /** The hands dealt so far; a game that counts scored hands says otherwise. */
    @Override
    public int handNumber() {
        return rotation.hands();
    }

    /** The cards the seat holds; a game where some are shown says otherwise. */
    @Override
    public List<C> hiddenCards(int seat) {
        return List.copyOf(tricks.hand(seat));
    }

    /** Deals a new hand from the rotation's dealer. */
    protected abstract void startHand();

    /**
     * After a hand is scored: with no winners ({@code null}) the deal passes to the next
     * seat and a new hand starts; otherwise the winners are declared and nobody acts.
     */
    protected final void nextHandOrEnd(List<Integer> winners) {
        if (winners == null) {
            rotation.setDealer(tricks.next(rotation.dealer()));
            startHand();
        } else {
            declareWinners(winners);
            tricks.setToAct(NOBODY);
        }
    }

    /** Whether {@code other} has equal options, ledger, rotation and trick play. */
    protected final boolean trickEquals(TrickMatch<?, ?> other) {
        return baseEquals(other) && rotation.equals(other.rotation) && tricks.equals(other.tricks);
    }

    /** The hash of the options, ledger, rotation and trick play, then of {@code parts}, as {@code Objects.hash} of them all. */
    protected final int trickHash(Object... parts) {
        Object[] all = new Object[3 + parts.length];
        all[0] = baseHash();
        all[1] = rotation.hashCode();
        all[2] = tricks.hashCode();
        System.arraycopy(parts, 0, all, 3, parts.length);
        return Arrays.hashCode(all);
    }
}
