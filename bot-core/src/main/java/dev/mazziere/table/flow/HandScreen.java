package dev.mazziere.table.flow;

import dev.mazziere.chat.Button;
import dev.mazziere.chat.Capabilities;
import dev.mazziere.chat.Image;
import dev.mazziere.chat.Message;
import dev.mazziere.game.Move;
import dev.mazziere.game.View;
import dev.mazziere.text.Texts;
import dev.mazziere.text.TurnPanel;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;

/**
 * A player's private hand message: their cards in the game's words, on their turn a button per
 * legal move (or the game's turn panel) and the time left, and the hand's picture when the
 * table shows pictures. A pure function of the table's state, like {@link TableScreens},
 * which hands it out.
 */
final class HandScreen {

    private final TableState state;
    private final TableScreens screens;
    private final TablePictures pictures;

    HandScreen(TableState state, TableScreens screens, TablePictures pictures) {
        this.state = state;
        this.screens = screens;
        this.pictures = pictures;
    }

    /**
     * The private hand of seat {@code seat}; on its turn with {@code withButtons}, with a
     * button per legal move, or the game's turn panel in {@code panelState}.
     */
    Message hand(int seat, boolean withButtons, String panelState, Texts t, Capabilities caps) {
        boolean turn = state.match.toAct() == seat;
        String head = "🃏 " + state.title() + (turn ? " · " + t.get("hand.yourTurn") : "");
        Message body = body(seat, withButtons, panelState, t, caps);
        return new Message(head + "\n" + body.text(), body.rows(), body.image());
    }

    /** The hand of seat {@code seat} as {@link #hand} shows it, without its first line (the title). */
    Message body(int seat, boolean withButtons, String panelState, Texts t, Capabilities caps) {
        View view = state.match.view(seat);
        boolean turn = state.match.toAct() == seat;
        Duration limit = state.tableOptions.timeout();
        boolean acting = withButtons && turn;
        String limitKey = state.presenter().bidding(view) ? "hand.limit.bid" : "hand.limit";
        String limitLine = acting && limit != null ? "\n" + t.get(limitKey, TableOptions.show(limit, t.lang())) : "";
        if (acting && state.presenter() instanceof TurnPanel panels) {
            TurnPanel.Panel panel = panels.panel(view, state.match.legalMoves(), panelState,
                    new TurnPanel.Room(caps.buttonsPerRow(), caps.buttonsPerMessage()), state.names(), t);
            return new Message(panel.text() + limitLine, coached(panelRows(panel), seat, acting, t, caps),
                    picture(seat, acting, panelState, t));
        }
        String text = state.presenter().hand(view, state.names(), t) + limitLine;
        return new Message(text, coached(acting ? moveRows(view, t) : List.of(), seat, acting, t, caps),
                picture(seat, acting, "", t));
    }

    /** A hand's buttons with the coach's below them, with the coach on: 💡 on its turn, 🔍 for the last hand. */
    private List<List<Button>> coached(List<List<Button>> rows, int seat, boolean acting, Texts t, Capabilities caps) {
        return TableCoach.placed(rows, TableCoach.buttons(state, seat, acting, t), caps);
    }

    /**
     * The picture of seat {@code seat}'s hand when the table shows pictures, else null; when
     * {@code acting}, the cards of its legal moves, those its buttons play, are marked, and
     * those its turn panel in {@code panelState} has picked.
     */
    private Image picture(int seat, boolean acting, String panelState, Texts t) {
        if (!screens.images()) {
            return null;
        }
        List<? extends Move> legal = acting ? state.match.legalMoves() : List.of();
        String picked = acting && panelState != null ? panelState : "";
        return pictures.hand(seat, legal, picked, screens.facts(t), t);
    }

    private List<List<Button>> panelRows(TurnPanel.Panel panel) {
        int moveNo = state.match.moveCount();
        return panel.rows().stream().map(row -> row.stream().map(b -> switch (b) {
            case TurnPanel.Press.Select sel -> new Button(sel.label(), new Payload.Select(state.id, moveNo, sel.state()).encode());
            case TurnPanel.Press.Play play -> new Button(play.label(),
                    new Payload.Play(state.id, moveNo, play.move().code()).encode());
        }).toList()).toList();
    }

    /** A button per legal move, two to a row. */
    private List<List<Button>> moveRows(View view, Texts t) {
        List<List<Button>> rows = new ArrayList<>();
        List<Button> row = new ArrayList<>();
        int moveNo = state.match.moveCount();
        for (Move m : state.presenter().buttonOrder(state.match.legalMoves())) {
            row.add(new Button(state.presenter().moveLabel(m, view, t), new Payload.Play(state.id, moveNo, m.code()).encode()));
            if (row.size() == 2) {
                rows.add(row);
                row = new ArrayList<>();
            }
        }
        rows.add(row);
        return rows;
    }
}
