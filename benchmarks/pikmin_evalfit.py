"""How Pikmin's `evaluate` weights were fitted (views.WEIGHTS): positions at the start of each
Action phase of `easy`-vs-`easy` games (3% random moves for variety), labelled with the result,
then a logistic regression by plain SGD (no numpy here).

    nice -n 5 python benchmarks/pikmin_evalfit.py collect 1500   # ~80 s, writes /tmp/pikmin_rows.pkl
    nice -n 5 python benchmarks/pikmin_evalfit.py fit my_deck,th_deck   # features left out

Deck sizes predict well (they name the premade deck) but a move cannot change them except by
drawing, so they are left out of the weights used.
"""
import sys
sys.path.insert(0, ".")
if sys.argv[1] == "collect":
    sys.argv = sys.argv[1:]
    import random, pickle
    from tanuki_table.bots import make_bot
    from tanuki_table.games import get_game
    from tanuki_table.games.pikmin.views import evaluate
    from tanuki_table.games.pikmin.rules import attack_spaces, ROW_SIZE
    
    def feats(state, seat):
        o = state.observation(seat)
        out = []
        for s in (seat, 1 - seat):
            L = o.leader[s]
            row = o.field[s]
            fld = state.fields[s]
            exposed = 1.0 if L is not None and L.space in attack_spaces(fld) else 0.0
            atk = sum(c.atk for c in row if c is not None and not c.leader) / 1000
            hp = sum(c.hp for c in row if c is not None and not c.leader) / 1000
            front = sum(1 for i in range(ROW_SIZE) if row[i] is not None and not row[i].leader)
            out += [L.hp / L.max_hp if L else 0, (L.hp / 1000) if L else 0, (L.atk if False else 0), atk, hp,
                    o.hand_sizes[s] / 5, o.deck_size[s] / 40, exposed, front / 5]
        out.append(1.0 if state.seat == seat else 0.0)
        return out
    
    rows = []
    rng = random.Random(5)
    for g in range(int(sys.argv[1])):
        st = get_game('pikmin').new_game(seed=10_000 + g)
        b = [make_bot('easy','pikmin',seed=g), make_bot('easy','pikmin',seed=g+1)]
        rnd = make_bot('random','pikmin',seed=g)
        snaps = []
        last = -1
        while not st.is_over:
            p = st.current_player
            legal = st.legal_actions()
            if st.turn != last and st.phase == 'action':
                last = st.turn
                snaps.append((feats(st, 0), feats(st, 1), evaluate(st.observation(0), 0)))
            # a little noise so positions vary
            a = rnd.choose(st.observation(p), legal) if rng.random() < 0.03 else b[p].choose(st.observation(p), legal)
            st.apply(a)
        w = st.winner
        for f0, f1, e in snaps:
            y0 = 0.5 if w is None else float(w == 0)
            rows.append((f0, y0, e)); rows.append((f1, 1 - y0, 1 - e))
    pickle.dump(rows, open('/tmp/pikmin_rows.pkl','wb'))
    print(len(rows))
else:
    sys.argv = sys.argv[1:]
    import pickle, math, random
    rows = pickle.load(open('/tmp/pikmin_rows.pkl','rb'))
    random.seed(1); random.shuffle(rows)
    train, test = rows[:80000], rows[80000:]
    names = ['my_hpf','my_hp','x','my_atk','my_bhp','my_hand','my_deck','my_exposed','my_front',
             'th_hpf','th_hp','x2','th_atk','th_bhp','th_hand','th_deck','th_exposed','th_front','to_move']
    import sys
    drop=sys.argv[1].split(',')
    use = [i for i,n in enumerate(names) if not n.startswith('x') and n not in drop]
    def X(f): return [f[i] for i in use]
    def ll(pred, rows):
        tot=0; acc=0
        for (f,y,e),p in zip(rows,pred):
            p=min(max(p,1e-4),1-1e-4); tot -= y*math.log(p)+(1-y)*math.log(1-p); acc += (p>0.5)==(y>0.5) if y!=0.5 else 0.5
        return tot/len(rows), acc/len(rows)
    print('current eval test', ll([e for f,y,e in test], test))
    # logistic regression, simple SGD
    w=[0.0]*(len(use)+1)
    data=[(X(f),y) for f,y,e in train]
    lr=0.05
    for ep in range(12):
        random.shuffle(data)
        for x,y in data:
            z=w[-1]+sum(a*b for a,b in zip(w,x)); p=1/(1+math.exp(-max(-30,min(30,z))))
            g=p-y
            for i,v in enumerate(x): w[i]-=lr*g*v
            w[-1]-=lr*g
        lr*=0.7
    def pred(f):
        x=X(f); z=w[-1]+sum(a*b for a,b in zip(w,x)); return 1/(1+math.exp(-z))
    print('logistic test', ll([pred(f) for f,y,e in test], test))
    for i,n in zip(use,[names[i] for i in use]): print(f'{n:12s} {w[use.index(i)]:+.3f}')
    print('bias', w[-1])
