package dev.mazziere.games.scopa;

import dev.mazziere.cards.Card;
import dev.mazziere.cards.ItalianCard;
import dev.mazziere.game.Move;
import dev.mazziere.game.View;
import dev.mazziere.picture.GamePicture;
import dev.mazziere.picture.Scene;
import dev.mazziere.picture.Scenes;
import dev.mazziere.picture.TableFacts;
import dev.mazziere.text.Names;
import dev.mazziere.text.Texts;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.HashSet;
import java.util.List;
import java.util.Set;

/**
 * How Scopa and Scopone look as pictures. The table: the cards on it, the last play (the
 * card, an arrow, what it took, and the scopa), each side's taken cards as a pile with
 * its scope, then whose turn and the points against the target. A hand: the seat's
 * cards (raised on their turn, all of them: any card may be played) over the table's.
 * Texts in {@code picture*.properties} next to this class.
 */
public final class ScopaPicture implements GamePicture {

    static final String BUNDLE = "dev.mazziere.games.scopa.picture";

    @Override
    public Scene table(View publicView, TableFacts facts, Texts t) {
        ScopaView v = (ScopaView) publicView;
        Texts s = t.bundle(BUNDLE);
        List<Scene.Section> sections = new ArrayList<>();
        sections.add(tableCards(v, Scene.Size.MEDIUM, t));
        if (v.last() != null) {
            sections.add(lastPlay(v.last(), facts.names(), s));
        }
        List<Scene.Item> piles = new ArrayList<>();
        for (int side = 0; side < v.sides(); side++) {
            int scope = v.scope().get(side);
            String name = facts.names().side(side);
            piles.add(new Scene.Pile(v.captured().get(side).size(),
                    scope > 0 ? s.count("pile.scope", scope, name) : name, true));
        }
        sections.add(new Scene.Section(s.get("taken"), Scene.Size.SMALL, piles));
        return new Scene(facts.title(), s.get("head", v.handNumber(), v.stockSize()), sections,
                strip(v, facts, s));
    }

    @Override
    public Scene hand(View seatView, List<? extends Move> legal, TableFacts facts, Texts t) {
        ScopaView v = (ScopaView) seatView;
        Set<Card> playable = new HashSet<>();
        for (Move m : legal) {
            playable.add(((ScopaMove) m).card());
        }
        List<Scene.Section> sections = List.of(
                Scenes.hand(Scenes.marked(ScopaPresenter.inHandOrder(v.hand()), playable), t),
                tableCards(v, Scene.Size.SMALL, t));
        return new Scene(facts.title(), Scenes.handDetail(!playable.isEmpty(), t), sections,
                new Scene.Strip(facts.turn(), List.of(), ""));
    }

    private static Scene.Section tableCards(ScopaView v, Scene.Size size, Texts t) {
        Texts p = Scenes.texts(t);
        Scene.Item cards = v.table().isEmpty() ? new Scene.Note(p.get("table.empty"))
                : Scene.Cards.plain(v.table(), "");
        return Scene.Section.of(p.get("table"), size, cards);
    }

    /** The last card played: who played it, and what it took, lowest first as players say it. */
    private static Scene.Section lastPlay(ScopaEvents.Play play, Names names, Texts s) {
        List<Scene.Item> items = new ArrayList<>();
        items.add(Scene.Cards.plain(List.of(play.card()), names.seat(play.seat())));
        if (!play.capture().isEmpty()) {
            List<ItalianCard> taken = new ArrayList<>(play.capture());
            taken.sort(Comparator.comparingInt(ItalianCard::rank).thenComparing(ItalianCard::suit));
            items.add(new Scene.Arrow());
            items.add(Scene.Cards.plain(taken, play.scopa() ? s.get("scopa") : ""));
        }
        return new Scene.Section(s.get("last"), Scene.Size.SMALL, items);
    }

    /** Whose turn, each side's points (the side to act outlined), and the target. */
    private static Scene.Strip strip(ScopaView v, TableFacts facts, Texts s) {
        List<Scene.Score> scores = new ArrayList<>();
        int acting = v.toAct() >= 0 ? v.sideOf(v.toAct()) : -1;
        for (int side = 0; side < v.sides(); side++) {
            scores.add(new Scene.Score(facts.names().side(side), Integer.toString(v.totals().get(side)),
                    side == acting));
        }
        return new Scene.Strip(facts.turn(), scores, s.get("target", v.target()));
    }
}
