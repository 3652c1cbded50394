package dev.mazziere.games.chiamata;

import static dev.mazziere.cards.CardRenderer.render;

import dev.mazziere.cards.CardRenderer;
import dev.mazziere.cards.ItalianCard;
import dev.mazziere.cards.ItalianSuit;
import dev.mazziere.text.Names;
import dev.mazziere.text.Texts;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;

/**
 * The pieces of Briscola chiamata's text that the presenter, the turn panel and the
 * pictures write alike, in {@code chiamata*.properties}: a bid, the bids so far, the call,
 * and the partner as one seat knows it. Every piece is made from a view, so it can say no
 * more than that seat (or, from the public view, everyone) knows.
 */
final class ChiamataTexts {

    private ChiamataTexts() {
    }

    /** A bid as players say it: {@code Tre}, {@code 2 a 75}. */
    static String bid(Contract contract, Texts s) {
        return contract.withPoints() ? s.get("bid.points", contract.points()) : s.get("bid." + contract.rank());
    }

    /** A bid event as players say it: {@code Passo}, {@code Tre}, {@code 2 a 75}. */
    static String bid(ChiamataEvents.Bid bid, Texts s) {
        return bid.pass() ? s.get("bid.pass") : bid(bid.contract(), s);
    }

    /** A suit with its mark, as players say it: {@code 🪙 denari}. */
    static String suit(ItalianSuit suit) {
        return CardRenderer.mark(suit) + " " + suit.name().toLowerCase(Locale.ROOT);
    }

    /**
     * Who said what in this hand's auction, in turn: {@code bea Asso · carlo Tre · dino Passo};
     * the viewer's own bids as "you" when {@code asYou}. Without names, only the viewer's are named.
     */
    static String bids(ChiamataView v, Names names, boolean asYou, Texts s) {
        List<String> parts = new ArrayList<>();
        for (ChiamataEvents.Bid b : v.bids()) {
            String who = asYou && b.seat() == v.viewer() ? s.get("you") + " "
                    : names != null ? names.seat(b.seat()) + " " : "";
            parts.add(who + bid(b, s));
        }
        return String.join(" · ", parts);
    }

    /**
     * The call, once made: {@code 📣 Chiamata di carlo: 3🪙 · briscola 🪙 denari · servono 61 punti};
     * to the caller itself, its own call. Without names, the caller is "chi ha chiamato".
     */
    static String call(ChiamataView v, Names names, Texts s) {
        if (v.viewer() == v.caller()) {
            return s.get("call.mine", render(v.called()), suit(v.trump()), v.needed());
        }
        return s.get("call", names != null ? names.seat(v.caller()) : s.get("caller"), render(v.called()),
                suit(v.trump()), v.needed());
    }

    /**
     * The partner as everyone knows it, from the public view (or any view once the card
     * is out): secret until the called card is played, then its player, or the caller
     * playing alone.
     */
    static String partner(ChiamataView v, Names names, Texts s) {
        if (!v.revealed()) {
            return s.get("partner.secret", render(v.called()));
        }
        return v.partner() == v.caller() ? s.get("alone", names.seat(v.caller()))
                : s.get("partner", names.seat(v.caller()), names.seat(v.partner()));
    }

    /**
     * What this seat's own hand says of the sides: to the caller, that its partner is
     * secret (or who it is, or that it plays alone); to the partner, privately, that it is
     * the partner; to a defender, whom it plays against. It says nothing a seat does not know.
     */
    static String role(ChiamataView v, Names names, Texts s) {
        String caller = names != null ? names.seat(v.caller()) : s.get("caller");
        String card = render(v.called());
        boolean revealed = v.revealed();
        if (v.viewer() == v.caller()) {
            if (v.alone()) {
                return revealed ? s.get("role.alone.known") : s.get("role.alone", card);
            }
            return revealed && names != null ? s.get("role.caller.known", names.seat(v.partner()))
                    : s.get("role.caller", card);
        }
        if (v.partner() == v.viewer()) {
            return revealed ? s.get("role.partner.known", caller) : s.get("role.partner", caller, card);
        }
        if (!revealed || names == null) {
            return s.get("role.defender", caller);
        }
        return v.alone() ? s.get("role.defender.alone", caller) : s.get("role.defender.known", caller,
                names.seat(v.partner()));
    }
}
