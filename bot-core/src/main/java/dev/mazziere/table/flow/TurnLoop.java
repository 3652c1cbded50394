package dev.mazziere.table.flow;

import dev.mazziere.ai.Player;
import dev.mazziere.cards.SeededRandom;
import dev.mazziere.game.DealEvent;
import dev.mazziere.game.MatchEvent;
import dev.mazziere.game.Move;
import dev.mazziere.game.Outcome;
import dev.mazziere.game.ScoreEvent;
import dev.mazziere.text.Texts;
import dev.mazziere.text.TurnPanel;
import java.time.Duration;
import java.util.List;
import dev.mazziere.chat.Message;

/**
 * The match at a table, turn by turn: a press is checked and committed, its events become
 * the table's last line, the computer plays its seats, and the next player is prompted,
 * up to the end of each hand and of the match. Every move is a {@link Step} of its own,
 * written before anything about it is said. Not thread-safe: the table's lock.
 */
public final class TurnLoop extends TablePart {

    /** What marks a move the computer made for a player whose time ran out, and for one the table would not wait for. */
    private static final String TIMED_OUT = "⏰ ";
    static final String SKIPPED = "⏭️ ";
    /** Moves one turn may take at most, a guard for {@link #computerTurn}: a Ramino turn takes a handful. */
    private static final int MAX_TURN_MOVES = 64;

    private final TableScreens screens;
    private final GroupMessages group;
    private final PlayerMail mail;
    private final TurnClock clock;
    private final MoveNews news;
    /** Each seat's computer player, made when the computer first plays that seat; null until one is. */
    private Player[] players;
    /** The seat whose turn panel was just redrawn in place, so {@link #advance()} need not prompt it anew. */
    private int redrawnInPlace = -1;
    /** The seat whose turn continues after its last move (several moves a turn), else -1. */
    private int turnGoesOn = -1;
    /** The match was ended and announced. */
    private boolean ended;

    TurnLoop(TableState state, Context context, TableScreens screens, GroupMessages group, PlayerMail mail,
             TurnClock clock) {
        super(state, context);
        this.screens = screens;
        this.group = group;
        this.mail = mail;
        this.clock = clock;
        this.news = new MoveNews(state, context, mail);
    }

    /**
     * Forgets the computer players of the last match (after a start or a restore): each
     * seat gets its own when the computer first plays it, the same as if made at the start.
     */
    void makePlayers() {
        players = null;
    }

    private Player player(int s) {
        if (players == null) {
            players = new Player[state.seats.size()];
        }
        if (players[s] == null) {
            players[s] = state.entry.player(state.seats.get(s).level, state.options, state.seed + 7919L * (s + 1));
        }
        return players[s];
    }

    /** Deals the match: seats drawn (unless {@code shuffleSeats off}), the table posted, hands sent, the first turn. */
    Step start(Act a) {
        state.seed = context.config().seeds().getAsLong();
        if (state.tableOptions.shuffleSeats()) {
            new SeededRandom(state.seed ^ 0x5EA7L).shuffle(state.seats);
        }
        state.match = state.game().newMatch(state.options, state.seats.size(), state.seed);
        state.rematch = null; // a rematch's lobby is over: its seats are taken
        makePlayers();
        state.phase = Phase.PLAYING;
        state.turnSince = context.now();
        clock.plan();
        return Step.table(() -> {
            a.done();
            group.startTable();
            mail.dealtHands(-1);
        }).then(this::advance);
    }

    /** The owner stopped the match: it ends with the standings. */
    Step stop(Act a) {
        int s = state.seatOf(a.from().id());
        state.match.stop(s >= 0 ? s : null);
        end();
        String said = t().get("stop.done", a.from().displayName()) + "\n" + screens.totalsLine(t());
        return Step.table(() -> {
            a.done();
            group.post(said);
            clearPrompts(true);
        }).closing();
    }

    /**
     * The table's place was closed under it (a topic closed or deleted by an admin): the match
     * ends with its standings, which its owner reads privately, since the place takes no
     * message any more.
     */
    Step placeClosed(Act a) {
        state.match.stop(null);
        end();
        Message said = Message.text(t().get("place.closed", state.title()) + "\n" + screens.totalsLine(t()));
        return Step.table(() -> {
            a.done();
            mail.tell(state.owner, said, true);
            clearPrompts(false);
        }).closing();
    }

    // ---- presses

    /** A move button. */
    Step play(Act a, Payload.Play p) {
        String refused = refusal(a, p.moveNumber());
        if (refused != null) {
            return Step.answer(a, refused);
        }
        int s = state.seatOf(a.from().id());
        Move move;
        try {
            move = state.game().parseMove(p.code());
        } catch (IllegalArgumentException e) {
            return Step.answer(a, t().get("press.unknown")); // no button of ours carries such a code
        }
        mail.pressedIn(s, a);
        Moved moved = applyAndShow(s, move, "", a);
        if (moved.refused() instanceof Outcome.Rejected r) {
            return Step.answer(a, screens.rejection(r.rejection(), t()));
        }
        return moved.step().andSay(a::done).then(this::advance);
    }

    /**
     * Redraws a turn panel in another state (a card selected, another page), in the message
     * pressed. A tap on a panel the last redraw has not reached yet is applied to the panel
     * as last drawn, so quick taps add up ({@link TurnPanel#next}).
     */
    Step select(Act a, Payload.Select p) {
        String refused = refusal(a, p.moveNumber());
        if (refused != null) {
            return Step.answer(a, refused);
        }
        int s = state.seatOf(a.from().id());
        String now = state.seats.get(s).panelAt(p.moveNumber());
        String next = state.presenter() instanceof TurnPanel panels ? panels.next(now, p.state()) : p.state();
        return Step.say(() -> a.update(mail.hand(s, true, next)));
    }

    /**
     * Why whoever pressed a button offered at move {@code moveNumber} may not press it now,
     * or null when it is theirs to press: their seat is then {@link TableState#seatOf} them.
     */
    String refusal(Act a, int moveNumber) {
        Texts t = t();
        if (state.phase != Phase.PLAYING) {
            return t.get(state.phase == Phase.LOBBY ? "hand.lobby" : "press.oldTable");
        }
        int s = state.seatOf(a.from().id());
        if (s < 0) {
            return t.get("press.notSeated");
        }
        if (moveNumber != state.match.moveCount()) {
            // An earlier turn's button; one from a turn to come was made up, not pressed.
            return t.get(moveNumber < state.match.moveCount() ? "press.stale" : "press.unknown");
        }
        if (state.match.toAct() != s) {
            return t.get("press.notYourTurn", state.toAct().name);
        }
        if (state.seats.get(s).away) {
            return t.get("press.away");
        }
        return null;
    }

    // ---- turns

    /** Lets computer players move until a human must act or the match is over. */
    Step advance() {
        if (state.playing()) {
            int s = state.match.toAct();
            if (!state.seats.get(s).computer()) {
                boolean prompt = redrawnInPlace != s;
                redrawnInPlace = -1;
                boolean planned = clock.arm();
                Runnable say = () -> {
                    if (prompt) {
                        mail.prompt(s);
                    }
                };
                return planned ? Step.table(say) : Step.say(say);
            }
            // At a solo table the computers answer at once: their moves and the player's next turn are one message.
            Duration pause = soloAtOnce() ? Duration.ZERO : context.config().botPause();
            if (!pause.isZero()) {
                computerLater(pause);
                return Step.none();
            }
            return computerMove(s, "").then(this::advance);
        }
        if (state.match.isOver() && !ended) {
            return finish();
        }
        return Step.none();
    }

    /**
     * The computer plays the turn it has now after {@code pause} (its thinking pause, or
     * for a table loaded from the store, the time left before its turn counts as stalled),
     * unless the table moved on meanwhile ({@link #computerRang}); then play carries on.
     */
    void computerLater(Duration pause) {
        clock.computerAfter(pause);
    }

    /** A computer's pause, asked for at move {@code expected}, is over: it moves, unless the table moved on. */
    Step computerRang(int expected) {
        if (state.playing() && state.match.moveCount() == expected && state.toAct().computer()) {
            return computerMove(state.match.toAct(), "").then(this::advance);
        }
        return Step.none();
    }

    /**
     * The time of the player to act ran out: the computer plays what is left of their turn;
     * after too many in a row it keeps the seat until they come back.
     */
    Step timedOut() {
        return playForAbsent(TIMED_OUT);
    }

    /**
     * The table would not wait for the player to act ({@code /skip}): the computer plays what
     * is left of their turn now, a turn they missed as if their time had run out.
     */
    Step skipped() {
        return playForAbsent(SKIPPED);
    }

    private Step playForAbsent(String marker) {
        int s = state.match.toAct();
        Seat seat = state.seats.get(s);
        seat.missed++;
        return computerTurn(s, marker, 0).then(() -> {
            if (seat.missed < context.config().maxMissedTurns()) {
                return Step.none();
            }
            seat.away = true;
            String said = t().get("timer.away", seat.name, seat.missed);
            return Step.table(() -> group.post(said));
        }).then(this::advance);
    }

    private Step computerMove(int s, String marker) {
        Move move = player(s).choose(state.match.view(s), state.match.legalMoves());
        Moved moved = applyAndShow(s, move, marker, null);
        if (moved.refused() != null) {
            throw new IllegalStateException("computer player chose an illegal move " + move + ": " + moved.refused());
        }
        return moved.step();
    }

    /**
     * The computer plays what is left of seat {@code s}'s turn, {@code moves} moves of it
     * played already: one move in most games, every action up to the discard in Ramino. A
     * new hand ends it.
     */
    private Step computerTurn(int s, String marker, int moves) {
        return computerMove(s, marker).then(() -> state.match.isOver() || state.match.toAct() != s
                || turnGoesOn != s || moves + 1 >= MAX_TURN_MOVES ? Step.none() : computerTurn(s, marker, moves + 1));
    }

    /** A move applied and the step that writes and shows it; or the game's refusal, nothing changed. */
    private record Moved(Outcome refused, Step step) {
    }

    /**
     * Applies a move and returns the step that writes it and then shows it: the press
     * answered first, then the mover's prompt, the table message (posted anew at the bottom
     * when a hand starts and it is no longer the chat's newest), new hands. The mover's
     * prompt shows what was played; a turn panel pressed by {@code presser} (null for a
     * computer's move) is redrawn in place, with the next panel while the turn goes on. The
     * end of a hand shows in the table message, which keeps its breakdown through the next
     * hand; the end of the match is shown by {@link #finish} once it is written. At a solo
     * table the table message is the player's hand: it is redrawn once the computers have
     * answered, at the player's turn.
     */
    private Moved applyAndShow(int s, Move move, String marker, Act presser) {
        int before = state.match.events().size();
        int seq = state.match.moveCount();
        Outcome outcome = state.match.apply(s, move);
        if (!outcome.applied()) {
            return new Moved(outcome, null);
        }
        List<MatchEvent> fresh = List.copyOf(state.match.events().subList(before, state.match.events().size()));
        boolean dealt = fresh.stream().anyMatch(DealEvent.class::isInstance) && !state.match.isOver();
        boolean panel = news.redrawsPanel(presser);
        // A mover who is not to act after a deal sees the new hand under what they played: one edit.
        boolean moverDealt = dealt && state.match.toAct() != s && (panel || state.seats.get(s).prompt != null);
        record(s, fresh, dealt, marker, presser);
        // Written before anything about it is said, with all it changed, in one transaction.
        return new Moved(null, Step.move(new Step.Move(seq, s, move.code()), () -> {
            if (presser != null && !panel) {
                presser.done(); // said first: nothing else the move says waits for this
            }
            if (news.showMover(s, move, marker, presser, moverDealt, turnGoesOn)) {
                redrawnInPlace = s;
            }
            if (state.match.isOver()) {
                return;
            }
            // Alone with the computer the table is redrawn once, at the player's next turn or the end.
            if (!soloAtOnce() && dealt && Hands.newHandDealt(state.match.events(), before)) {
                group.handStarted();
            } else if (!soloAtOnce()) {
                group.refreshTable();
            }
            if (dealt) {
                mail.dealtHands(moverDealt ? s : -1);
            }
        }));
    }

    /**
     * What an applied move changes at the table, to be committed with it: the mover's
     * counts, the last line, whether the turn goes on, and the end of the match or the
     * deadlines of the turn it began.
     */
    private void record(int s, List<MatchEvent> fresh, boolean dealt, String marker, Act presser) {
        Seat mover = state.seats.get(s);
        mover.moves++;
        if (presser != null) {
            mover.ownMoves++;
            mover.missed = 0;
        }
        clock.cancel();
        state.turnSince = context.now();
        boolean scored = fresh.stream().anyMatch(ScoreEvent.class::isInstance);
        news.tell(s, fresh, marker, turnGoesOn);
        turnGoesOn = !dealt && !scored && !state.match.isOver() && state.match.toAct() == s ? s : -1;
        settle();
    }

    /**
     * What a move leaves to be committed with it: the end of the match, or the deadlines of
     * the turn it began.
     */
    private void settle() {
        if (state.match.isOver()) {
            state.phase = Phase.FINISHED;
            clock.clear();
        } else {
            clock.plan();
        }
    }

    // ---- the end

    /** The match is over: once that is written, the table message shows who won. */
    private Step finish() {
        end();
        return Step.table(() -> clearPrompts(true)).closing();
    }

    /** Marks the match over, to be written (transcript, leaderboard) before the end is announced. */
    private void end() {
        ended = true;
        state.phase = Phase.FINISHED;
        clock.cancel();
        clock.clear();
    }

    /** What ends the table after {@link #end()}: prompts cleared; {@code redraw} when the table message does not show the end yet. */
    private void clearPrompts(boolean redraw) {
        for (Seat seat : state.seats) {
            mail.clearPrompt(seat, null);
        }
        if (!state.stopped) {
            mail.offerLastReview();
        }
        if (redraw) {
            group.refreshTable();
        }
    }
}
