package dev.mazziere.game;

import java.util.Arrays;
import java.util.Collections;
import java.util.List;
import java.util.Objects;

/**
 * The bookkeeping every game shares: {@link #apply} checks that the match goes on,
 * that the move is of this game and that it is the seat's turn, asks the game's own
 * {@link #check}, records the move, and only then calls {@link #doApply}. A game never
 * re-implements this, so a rejection can never leave a half-applied move. The running
 * totals per team and the winners live here too, in the ledger with the moves and
 * events: a game adds each hand's points with {@link #addToTotals} and ends the match with
 * {@link #declareWinners}.
 *
 * <p>A game keeps its own mutable state in {@link StatePart}s grouped by lifetime, and its
 * settings in final fields read from the options; its {@code copy()} and {@code equals}
 * then name each group once, and {@link #baseEquals} compares the options and the ledger.
 *
 * @param <M> the game's move type
 */
public abstract class AbstractMatch<M extends Move> implements MatchState {

    private final Game game;
    private final Options options;
    private final long seed;
    private final int seats;
    private final Class<M> moveType;
    private final Ledger ledger;

    /**
     * @param teams the number of teams (sides) totals are kept for; the seat count
     *              unless the game plays in partnerships
     */
    protected AbstractMatch(Game game, Options options, int seats, int teams, long seed, Class<M> moveType) {
        this.game = game;
        this.options = options;
        this.seed = seed;
        this.seats = seats;
        this.moveType = moveType;
        this.ledger = new Ledger(teams);
    }

    /** Copy constructor for {@link #copy()}. */
    protected AbstractMatch(AbstractMatch<M> other) {
        this.game = other.game;
        this.options = other.options;
        this.seed = other.seed;
        this.seats = other.seats;
        this.moveType = other.moveType;
        this.ledger = other.ledger.copy();
    }

    @Override
    public final Outcome apply(int seat, Move move) {
        if (isOver()) {
            return reject(Rejection.of(Rejection.MATCH_OVER));
        }
        if (!moveType.isInstance(move)) {
            return reject(Rejection.of(Rejection.WRONG_GAME, String.valueOf(move)));
        }
        if (seat != toAct()) {
            return reject(Rejection.of(Rejection.NOT_YOUR_TURN, Integer.toString(toAct())));
        }
        M typed = moveType.cast(move);
        Rejection rejection = check(seat, typed);
        if (rejection != null) {
            return reject(rejection);
        }
        ledger.history.add(typed);
        doApply(seat, typed);
        return Outcome.APPLIED;
    }

    private static Outcome reject(Rejection rejection) {
        return new Outcome.Rejected(rejection);
    }

    /** Why {@code seat} (whose turn it is) may not play {@code move}, or null when legal. */
    protected abstract Rejection check(int seat, M move);

    /** Plays a move already checked legal. */
    protected abstract void doApply(int seat, M move);

    /**
     * The seat, checked to be one of this match's.
     *
     * @throws IllegalArgumentException naming the seat when it is not
     */
    protected final int checkSeat(int seat) {
        if (seat < 0 || seat >= seats) {
            throw new IllegalArgumentException("no seat " + seat);
        }
        return seat;
    }

    /** Adds one hand's points, per team, to the running totals. */
    protected final void addToTotals(List<Integer> points) {
        int[] totals = ledger.totals;
        for (int t = 0; t < totals.length; t++) {
            totals[t] += points.get(t);
        }
    }

    /** Sets the running totals, per team (test scenarios start mid-match). */
    protected final void setTotals(List<Integer> values) {
        int[] totals = ledger.totals;
        for (int t = 0; t < totals.length; t++) {
            totals[t] = values.get(t);
        }
    }

    /** Ends the match by the game's own rules: these teams won. */
    protected final void declareWinners(List<Integer> teams) {
        ledger.winners = List.copyOf(teams);
    }

    /** True once the game reached its end by its own rules (not by a stop). */
    protected final boolean decided() {
        return ledger.winners != null;
    }

    @Override
    public final List<Integer> totals() {
        return Arrays.stream(ledger.totals).boxed().toList();
    }

    @Override
    public final int teamCount() {
        return ledger.totals.length;
    }

    protected final void emit(MatchEvent event) {
        ledger.events.add(event);
    }

    @Override
    public final boolean isOver() {
        return ledger.stoppedResult != null || ledger.winners != null;
    }

    @Override
    public final void stop(Integer seat) {
        if (isOver()) {
            return;
        }
        emit(new StopEvent(seat));
        ledger.stoppedResult = new MatchResult(totals(), List.of(), true);
    }

    @Override
    public final MatchResult result() {
        if (ledger.stoppedResult != null) {
            return ledger.stoppedResult;
        }
        return ledger.winners != null ? new MatchResult(totals(), ledger.winners, false) : null;
    }

    @Override
    public final Game game() {
        return game;
    }

    @Override
    public final Options options() {
        return options;
    }

    @Override
    public final long seed() {
        return seed;
    }

    @Override
    public final int seatCount() {
        return seats;
    }

    @Override
    public final List<MatchEvent> events() {
        return Collections.unmodifiableList(ledger.events);
    }

    @Override
    public final List<Move> history() {
        return Collections.unmodifiableList(ledger.history);
    }

    /**
     * The state the base class keeps, for subclasses' {@code equals}: the configuration
     * (a game's own settings are read from these options, so they need no comparing)
     * and the ledger.
     */
    protected final boolean baseEquals(AbstractMatch<?> o) {
        return seed == o.seed && seats == o.seats && game.id().equals(o.game.id())
                && options.equals(o.options) && ledger.equals(o.ledger);
    }

    protected final int baseHash() {
        return Objects.hash(game.id(), seed, seats, ledger.hashCode());
    }
}
