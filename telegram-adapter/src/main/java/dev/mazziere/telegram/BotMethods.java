package dev.mazziere.telegram;

import dev.mazziere.chat.Attachment;
import dev.mazziere.chat.Button;
import dev.mazziere.chat.Message;
import java.io.ByteArrayInputStream;
import java.util.ArrayList;
import java.util.List;
import org.telegram.telegrambots.meta.api.methods.send.SendDocument;
import org.telegram.telegrambots.meta.api.methods.send.SendMessage;
import org.telegram.telegrambots.meta.api.methods.updatingmessages.EditMessageText;
import org.telegram.telegrambots.meta.api.objects.InputFile;
import org.telegram.telegrambots.meta.api.objects.replykeyboard.InlineKeyboardMarkup;
import org.telegram.telegrambots.meta.api.objects.replykeyboard.buttons.InlineKeyboardButton;
import org.telegram.telegrambots.meta.api.objects.replykeyboard.buttons.InlineKeyboardRow;

/**
 * The Bot API calls a core message becomes: its text and buttons (an inline keyboard) as a
 * new message or an edit, its file as a document. Built anew for every attempt, since a
 * retry needs a fresh stream over a file's bytes.
 */
final class BotMethods {

    private BotMethods() {
    }

    static SendMessage sendMessage(long chatId, Message message) {
        return sendMessage(chatId, null, message, null);
    }

    /**
     * A new message, in the forum topic {@code thread} when not null; with {@code replyTo} (may
     * be null), a reply to that message of the chat, sent even if it is gone.
     */
    static SendMessage sendMessage(long chatId, Integer thread, Message message, Integer replyTo) {
        SendMessage.SendMessageBuilder<?, ?> call = SendMessage.builder().chatId(chatId).messageThreadId(thread)
                .text(text(message)).replyMarkup(keyboard(message));
        if (replyTo != null) {
            call.replyToMessageId(replyTo).allowSendingWithoutReply(true);
        }
        return call.build();
    }

    static SendDocument sendDocument(long chatId, Integer thread, Attachment file) {
        return SendDocument.builder().chatId(chatId).messageThreadId(thread)
                .document(new InputFile(new ByteArrayInputStream(file.bytes()), file.fileName())).build();
    }

    static EditMessageText editMessageText(long chatId, int messageId, Message message) {
        return EditMessageText.builder().chatId(chatId).messageId(messageId).text(text(message))
                .replyMarkup(keyboard(message)).build();
    }

    private static String text(Message message) {
        return message.text().isBlank() ? "…" : message.text();
    }

    /** The message's buttons as an inline keyboard, or null for none (an edit then removes the old one). */
    static InlineKeyboardMarkup keyboard(Message message) {
        if (message.rows().isEmpty()) {
            return null;
        }
        List<InlineKeyboardRow> rows = new ArrayList<>();
        for (List<Button> row : message.rows()) {
            InlineKeyboardRow r = new InlineKeyboardRow();
            for (Button b : row) {
                r.add(b.isLink()
                        ? InlineKeyboardButton.builder().text(b.label()).url(b.url()).build()
                        : InlineKeyboardButton.builder().text(b.label()).callbackData(b.payload()).build());
            }
            rows.add(r);
        }
        return InlineKeyboardMarkup.builder().keyboard(rows).build();
    }
}
