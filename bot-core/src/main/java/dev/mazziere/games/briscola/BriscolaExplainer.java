package dev.mazziere.games.briscola;

import dev.mazziere.ai.Explainer;
import dev.mazziere.ai.Reason;
import dev.mazziere.cards.ItalianCard;
import dev.mazziere.game.Move;
import dev.mazziere.game.View;
import java.util.HashSet;
import java.util.Set;

/**
 * Why Briscola's coach prefers a card, as a fact of the trick ({@link BriscolaTrickFacts}):
 * read from the view (the table, the briscola, the cards still out, the partner with
 * four players) and the two cards compared.
 */
final class BriscolaExplainer implements Explainer {

    @Override
    public Reason fact(View view, Move preferred, Move other) {
        BriscolaView v = (BriscolaView) view;
        int me = v.viewer();
        BriscolaTrickFacts.Seen seen = new BriscolaTrickFacts.Seen(me, v.trick(), v.seats(), v.trump(), unseen(v),
                seat -> seat != me && v.sideOf(seat) == v.sideOf(me));
        return BriscolaTrickFacts.compare(seen, ((BriscolaMove) preferred).card(), ((BriscolaMove) other).card());
    }

    /** The cards of the deck in no pile, not on the table and not in the seat's hand (the face-up card among them). */
    static Set<ItalianCard> unseen(BriscolaView v) {
        Set<ItalianCard> out = new HashSet<>(BriscolaRules.deck(v.seats()));
        v.hand().forEach(out::remove);
        v.table().taken().forEach(out::removeAll);
        v.trick().forEach(p -> out.remove(p.card()));
        return out;
    }
}
