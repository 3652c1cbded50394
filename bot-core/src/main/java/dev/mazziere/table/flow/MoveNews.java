package dev.mazziere.table.flow;

import dev.mazziere.chat.Message;
import dev.mazziere.game.MatchEvent;
import dev.mazziere.game.Move;
import dev.mazziere.text.Names;
import dev.mazziere.text.TurnPanel;
import java.util.ArrayList;
import java.util.List;

/**
 * What the players are told of a move made: the table's last line in the game's words, and
 * the mover's private message (what was played, or their turn panel redrawn in place; a turn
 * the computer played for them, all of it). {@code turnGoesOn} is the seat whose turn
 * continues after its last move ({@link TurnLoop}), else -1. Not thread-safe: the table's lock.
 */
final class MoveNews extends TablePart {

    private final PlayerMail mail;
    /** What the computer has played so far of a turn whose time ran out, " · " between moves; empty when nothing. */
    private String timedOutMoves = "";

    MoveNews(TableState state, Context context, PlayerMail mail) {
        super(state, context);
        this.mail = mail;
    }

    /**
     * The events of a move as the table's last line, after {@code marker} (⏰ for a move the
     * computer made when time ran out, ⏭️ when the table would not wait); a turn of several
     * moves (Ramino) reads as one line, and so do, at a solo table, the computers' moves since
     * the player's.
     */
    void tell(int s, List<MatchEvent> events, String marker, int turnGoesOn) {
        Names names = state.names();
        List<String> said = new ArrayList<>();
        for (MatchEvent event : events) {
            String line = state.presenter().describe(event, names, t());
            if (line != null) {
                said.add(line);
            }
        }
        String line = String.join(" · ", said);
        // At a solo table the computers' answers add up: the player reads them all in one message.
        boolean answer = !state.seats.get(s).human() && soloAtOnce();
        if ((turnGoesOn == s || answer) && !state.lastLine.isEmpty()) {
            state.lastLine = line.isEmpty() ? state.lastLine : state.lastLine + " · " + line;
        } else {
            state.lastLine = marker + line;
        }
    }

    /**
     * What the mover's private message shows after the move: what was played, or the turn
     * panel redrawn; a turn the computer played when time ran out says so, all of it (a
     * Ramino turn is several moves): the player may read it hours later. True when the turn
     * panel was redrawn in place with the next panel: the seat needs no new prompt.
     */
    boolean showMover(int s, Move move, String marker, Act presser, boolean withHand, int turnGoesOn) {
        Seat seat = state.seats.get(s);
        String label = state.presenter().moveLabel(move, state.match.view(s), t());
        if (marker.isEmpty()) {
            String played = "✅ " + label;
            if (redrawsPanel(presser)) {
                return redrawPanel(presser, s, played, turnGoesOn);
            }
            mail.clearPrompt(seat, played, withHand);
            return false;
        }
        timedOutMoves = timedOutMoves.isEmpty() ? label : timedOutMoves + " · " + label;
        if (turnGoesOn != s) {
            String key = marker.equals(TurnLoop.SKIPPED) ? "skip.played" : "timer.played";
            mail.clearPrompt(seat, t().get(key, timedOutMoves), withHand);
            timedOutMoves = "";
        }
        return false;
    }

    /**
     * True when the move {@code presser} made was pressed on a turn panel, redrawn in place;
     * not at a solo table, where the table message is the panel and is redrawn with the table.
     */
    boolean redrawsPanel(Act presser) {
        return presser != null && presser.isPress() && state.presenter() instanceof TurnPanel && !solo();
    }

    /**
     * Redraws the turn panel that was pressed: the next panel while the seat still acts,
     * else what was played and the hand, without buttons (the seat's hand message from then on).
     * True when it shows the next panel.
     */
    private boolean redrawPanel(Act presser, int s, String played, int turnGoesOn) {
        Seat seat = state.seats.get(s);
        // A new hand is a new turn, even when the same seat acts first: it gets a new message (it rings).
        boolean goesOn = turnGoesOn == s && !seat.away;
        Message next = goesOn ? mail.hand(s, true) : mail.hand(s, false);
        presser.update(new Message(played + "\n" + next.text(), next.rows(), next.image()));
        if (goesOn) {
            return true;
        }
        if (seat.prompt != null && seat.prompt.equals(presser.pressed())) {
            seat.prompt = null;
        }
        mail.handShownIn(seat, presser.pressed(), played);
        return false;
    }
}
