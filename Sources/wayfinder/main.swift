print("wayfinder")
