package dev.mazziere.table.flow;

import dev.mazziere.chat.Button;
import dev.mazziere.chat.Delivery;
import dev.mazziere.chat.Message;
import dev.mazziere.chat.MessageRef;
import dev.mazziere.chat.Outbox;
import dev.mazziere.chat.UserId;
import dev.mazziere.text.Texts;
import java.util.List;

/**
 * What the table says to each player privately: their hand, the prompt with their move
 * buttons, short notices, and, once, a word in the group for a player the bot cannot
 * write to. Each goes where the player's private messages about this table go
 * ({@link Outbox#sendPrivate(UserId, Message, dev.mazziere.chat.About)}: a topic of their
 * private chat of its own, where the platform has such topics). At a solo table the table
 * message is the player's hand and prompt ({@link TableScreens#table}): no other message is
 * sent for them. Not thread-safe: the table's lock.
 */
final class PlayerMail extends TablePart {

    private final TableScreens screens;
    private final GroupMessages group;

    PlayerMail(TableState state, Context context, TableScreens screens, GroupMessages group) {
        super(state, context);
        this.screens = screens;
        this.group = group;
    }

    private Outbox out() {
        return context.out();
    }

    /** The private hand of seat {@code seat}, with its move buttons (or turn panel) when {@code withButtons} on its turn. */
    Message hand(int seat, boolean withButtons) {
        return hand(seat, withButtons, "");
    }

    Message hand(int seat, boolean withButtons, String panelState) {
        if (withButtons) {
            state.seats.get(seat).drewPanel(state.match.moveCount(), panelState);
        }
        if (solo()) {
            return screens.table(t(), withButtons ? panelState : null);
        }
        return screens.hand(seat, withButtons, panelState, t(), out().capabilities())
                .withAside(t().get("dm.closedHere"));
    }

    /**
     * A private look at one's hand: a popup for a press on the table's own message, a
     * private message for a command or a press elsewhere (a list of one's tables, privately).
     */
    void showHand(Act a) {
        Texts t = t();
        int s = state.seatOf(a.from().id());
        if (s < 0) {
            a.answer(t.get("press.notSeated"));
            return;
        }
        if (state.phase != Phase.PLAYING) {
            a.answer(t.get("hand.lobby"));
            return;
        }
        Seat seat = state.seats.get(s);
        boolean turn = state.match.toAct() == s && !seat.away;
        if (a.isPress() && a.chat().equals(state.chat)) {
            if (!seat.toldUnreachable || !retryPrivately(a, s, turn)) {
                a.answer(hand(s, turn && out().capabilities().popupButtons()));
            }
            return;
        }
        MessageRef sent = privately(seat, out().sendPrivate(seat.user, hand(s, turn), state.about()));
        if (sent != null) {
            if (turn) {
                replacePrompt(seat, sent);
            } else {
                seat.hand = sent;
                seat.handNote = null;
            }
        } else {
            seat.toldUnreachable = false;
            tellUnreachable(seat);
        }
    }

    /**
     * "My cards" from a player the bot could not write to privately: their private chat is
     * tried again, since they may have opened it since. True when the hand reached them
     * that way (or the platform showed it to them another way); false leaves the answer to
     * the press.
     */
    private boolean retryPrivately(Act a, int s, boolean turn) {
        Seat seat = state.seats.get(s);
        Delivery d = out().sendPrivate(seat.user, hand(s, turn), state.about());
        MessageRef sent = privately(seat, d);
        if (sent == null) {
            return false;
        }
        if (turn) {
            replacePrompt(seat, sent);
        }
        if (d instanceof Delivery.Rerouted) {
            a.done(); // shown to them already, e.g. as Discord's ephemeral reply
        } else {
            a.answer(t().get("hand.sentPrivately"));
        }
        return true;
    }

    /**
     * After a deal, shows every human who is not to act (but {@code skip}, -1 for none)
     * their new hand: an edit of their last private message of this table where there is
     * one (the deal need not ring, their turn will), else a new message.
     */
    void dealtHands(int skip) {
        if (solo()) {
            return; // the table message shows the hand
        }
        for (int s = 0; s < state.seats.size(); s++) {
            Seat seat = state.seats.get(s);
            if (seat.computer() || s == state.match.toAct() || s == skip) {
                continue;
            }
            if (seat.hand == null || !out().edit(seat.hand, noted(seat.handNote, hand(s, false))).delivered()) {
                sendHand(s);
            }
        }
    }

    /** Sends seat {@code s} its hand, without buttons, as a new message. */
    void sendHand(int s) {
        if (solo()) {
            group.refreshTable(); // the table message shows the hand
            return;
        }
        Seat seat = state.seats.get(s);
        Delivery d = out().sendPrivate(seat.user, hand(s, false), state.about());
        MessageRef sent = privately(seat, d);
        if (sent == null) {
            tellUnreachable(seat);
        } else if (!(d instanceof Delivery.Held)) {
            seat.hand = sent;
            seat.handNote = null;
        }
    }

    /** {@code hand} under {@code note} ("✅ played ..."), or the hand alone for none. */
    private static Message noted(String note, Message hand) {
        return note == null ? hand : new Message(note + "\n" + hand.text(), hand.rows(), hand.image(), hand.file(),
                hand.aside());
    }

    /** Tells the player to act, privately, with a button per legal move. */
    void prompt(int s) {
        Seat seat = state.seats.get(s);
        if (solo()) {
            clearPrompt(seat, null); // a hand asked for with /hand
            group.refreshTable(); // the table message carries the move buttons
            return;
        }
        clearPrompt(seat, null);
        Delivery d = out().sendPrivate(seat.user, hand(s, true), state.about());
        seat.prompt = privately(seat, d);
        seat.hand = null; // what was the hand message is above the prompt now
        if (seat.prompt == null) {
            tellUnreachable(seat);
        } else if (d instanceof Delivery.Held && state.tableOptions.isAsync()) {
            // The hand waits behind "my cards" and nothing rang: a turn that may wait for
            // hours needs a word in the player's private chat.
            Texts t = t();
            String where = out().mention(state.chat).map(m -> t.get("notice.where", m)).orElse("");
            out().sendNotice(seat.user, Message.text(t.get("turn.notice", state.title(), where)));
        }
    }

    /**
     * Seat {@code s} pressed a move of this turn in a private message: that message is its
     * prompt, whose buttons come off once the move is played, even when this copy of the
     * table knows no prompt, or another (it was sent by another bot instance, whose
     * write of its id had not reached the store yet).
     */
    void pressedIn(int s, Act a) {
        MessageRef pressed = a.pressed();
        if (pressed != null && !pressed.chat().equals(state.chat)) {
            state.seats.get(s).prompt = pressed;
        }
    }

    /** {@code sent} is the seat's prompt now; the old one loses its buttons. */
    private void replacePrompt(Seat seat, MessageRef sent) {
        clearPrompt(seat, null);
        seat.prompt = sent;
    }

    /** Takes the move buttons off a player's last prompt, saying what was played instead (null: "old hand"). */
    void clearPrompt(Seat seat, String played) {
        clearPrompt(seat, played, false);
    }

    /**
     * Takes the move buttons off a player's last prompt, saying what was played instead
     * (null: "old hand"), and with {@code withHand} showing the hand below it (a deal came
     * with the move): one edit. That message is the player's hand message from now on.
     */
    void clearPrompt(Seat seat, String played, boolean withHand) {
        if (seat.prompt != null) {
            MessageRef old = seat.prompt;
            seat.prompt = null;
            String note = played != null ? played : t().get("hand.gone");
            out().edit(old, withHand ? noted(note, hand(state.seats.indexOf(seat), false)) : Message.text(note));
            seat.hand = old;
            seat.handNote = note;
        }
    }

    /** The message a turn panel was redrawn in, showing what was played and the hand, is the seat's hand message now. */
    void handShownIn(Seat seat, MessageRef message, String played) {
        seat.hand = message;
        seat.handNote = played;
    }

    /**
     * A short private text for a player. Where the platform holds private messages until
     * the player asks (Discord's ephemeral hands), it goes as a notice to their private
     * chat when {@code ring}: a nudge, or a reminder of a turn that waits for hours.
     */
    Delivery tell(UserId user, Message message, boolean ring) {
        Delivery d = out().sendPrivate(user, message, state.about());
        return d instanceof Delivery.Held && ring ? out().sendNotice(user, message) : d;
    }

    /**
     * At the end of a match played out with the coach on, each player in a group gets the
     * 🔍 review of the last hand privately (at a solo table the table message offers it,
     * beside the rematch): the table leaves memory, so the press is answered from the store
     * ({@link PastReviews}).
     */
    void offerLastReview() {
        if (solo() || TableCoach.of(state) == null) {
            return;
        }
        Texts t = t();
        for (int s = 0; s < state.seats.size(); s++) {
            Seat seat = state.seats.get(s);
            List<Button> review = TableCoach.buttons(state, s, false, t);
            if (seat.human() && !review.isEmpty()) {
                tell(seat.user, Message.of(t.get("coach.review.offer", state.title()), List.of(review)), true);
            }
        }
    }

    /** The player came back: should writing to them fail again, the group is told again. */
    void forgetUnreachable(Seat seat) {
        seat.toldUnreachable = false;
    }

    /**
     * The private message {@code d} delivered to {@code seat}, or null. A message that went
     * the usual way means the player can be written to again: should that fail later,
     * they are told again.
     */
    private MessageRef privately(Seat seat, Delivery d) {
        if (d instanceof Delivery.Delivered) {
            seat.toldUnreachable = false;
        }
        return d.refOrNull();
    }

    /**
     * Tells the group once that a player cannot be written to privately: with a button
     * that opens the private chat where the platform has such a link (its Start brings
     * the hand, see {@code Tables}), else with the words to do it by hand.
     */
    private void tellUnreachable(Seat seat) {
        if (seat.toldUnreachable) {
            return;
        }
        seat.toldUnreachable = true;
        Texts t = t();
        var link = out().privateStartLink(state.id);
        if (link.isPresent()) {
            group.post(Message.of(t.get("dm.unreachableLink", seat.name),
                    List.of(List.of(Button.link(t.get("button.privateStart"), link.get())))));
        } else {
            group.post(t.get("dm.unreachable", seat.name));
        }
    }
}
