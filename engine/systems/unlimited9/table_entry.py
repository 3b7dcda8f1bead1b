def next_ask(state): raise NotImplementedError
def answer(state, ask, text): raise NotImplementedError
