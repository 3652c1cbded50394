package dev.mazziere.table.flow;

import dev.mazziere.chat.Recent;
import dev.mazziere.chat.Image;
import dev.mazziere.game.Move;
import dev.mazziere.picture.Scene;
import dev.mazziere.picture.SceneRenderer;
import dev.mazziere.picture.TableFacts;
import dev.mazziere.text.Texts;
import java.util.List;
import java.util.Map;

/**
 * The pictures of one table: the table message's and each hand's, described by the game
 * from views only ({@link dev.mazziere.picture.GamePicture}) with the facts the table's
 * text states, and handed out as {@link Image}s that the adapter draws when it sends
 * them, so a picture nobody sends is never drawn. The pictures drawn lately are kept (a
 * few dozen across all tables, by scene), so a message shown twice in the same state (the
 * table posted anew, a turn panel redrawn) is drawn once. Not thread-safe: the table's
 * lock; the kept pictures are shared safely.
 */
final class TablePictures {

    /** Pictures kept across tables: a few per busy table, a few MB at most once drawn. */
    static final int KEPT = 48;

    private static final SceneRenderer RENDERER = new SceneRenderer();
    private static final Map<Key, Image> RECENT = Recent.byUse(KEPT);

    /**
     * A scene with its hash code worked out before the lock is taken: hashing a whole
     * scene is most of a lookup, and every table's handler threads look up here.
     */
    private record Key(Scene scene, int hash) {

        Key(Scene scene) {
            this(scene, scene.hashCode());
        }

        @Override
        public boolean equals(Object o) {
            return o instanceof Key k && k.hash == hash && k.scene.equals(scene);
        }

        @Override
        public int hashCode() {
            return hash;
        }
    }

    private final TableState state;

    TablePictures(TableState state) {
        this.state = state;
    }

    /** The table as the whole chat sees it. */
    Image table(TableFacts facts, Texts t) {
        Scene scene = state.entry.picture().table(state.match.publicView(), facts, t);
        return image(scene, state.game().id() + "-" + state.id + "-table.png");
    }

    /**
     * Seat {@code seat}'s hand, the cards of {@code legal} marked as those it may play, and
     * what its turn panel in {@code panelState} has picked.
     */
    Image hand(int seat, List<? extends Move> legal, String panelState, TableFacts facts, Texts t) {
        Scene scene = state.entry.picture().hand(state.match.view(seat), legal, panelState, facts, t);
        return image(scene, state.game().id() + "-" + state.id + "-hand.png");
    }

    private static Image image(Scene scene, String fileName) {
        Key key = new Key(scene);
        synchronized (RECENT) {
            Image kept = RECENT.get(key);
            if (kept != null && kept.fileName().equals(fileName)) {
                return kept;
            }
            Image fresh = Image.drawn(fileName, scene, RENDERER::png);
            RECENT.put(key, fresh);
            return fresh;
        }
    }
}
