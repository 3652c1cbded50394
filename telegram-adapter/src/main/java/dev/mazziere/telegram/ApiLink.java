package dev.mazziere.telegram;

import java.io.IOException;
import okhttp3.Interceptor;
import okhttp3.Response;

/**
 * Watches every Bot API call on the wire and remembers whether the last one got an
 * answer: the bot's "connected" state. A network error, a server error (5xx) or
 * "unauthorized" (a revoked token) counts as down.
 */
final class ApiLink implements Interceptor {

    private volatile boolean up;

    boolean up() {
        return up;
    }

    @Override
    public Response intercept(Chain chain) throws IOException {
        try {
            Response response = chain.proceed(chain.request());
            up = response.code() < 500 && response.code() != 401;
            return response;
        } catch (IOException e) {
            up = false;
            throw e;
        }
    }
}
